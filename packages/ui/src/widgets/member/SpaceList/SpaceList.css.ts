import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, heading, muted } from '../shared.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${base.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const name = style({
  margin: 0,
  fontWeight: base.weight.strong,
  display: 'flex',
  gap: base.space.small,
  alignItems: 'center',
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
});
export const footer = style({ display: 'flex', justifyContent: 'center' });
