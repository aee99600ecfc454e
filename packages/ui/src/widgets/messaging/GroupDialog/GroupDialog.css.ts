import { style } from '@vanilla-extract/css';
import { base } from '../../../theme/vars.css';

export { error, muted } from '../shared.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium });
export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  maxHeight: 240,
  overflowY: 'auto',
  border: 'none',
  margin: 0,
  padding: 0,
});
export const legend = style({ fontWeight: base.weight.medium, marginBottom: base.space.xsmall, padding: 0 });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: base.space.small });
