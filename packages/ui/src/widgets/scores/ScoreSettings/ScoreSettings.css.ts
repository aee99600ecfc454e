import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const group = style({ margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: base.space.small });
export const legend = style({
  padding: 0,
  marginBottom: base.space.small,
  fontSize: base.size.standard,
  fontWeight: base.weight.medium,
  color: vars.color.text,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: base.space.xlarge });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.small, alignItems: 'center' });
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  maxHeight: 320,
  overflowY: 'auto',
  padding: base.space.xxsmall,
});
export const count = style({ color: vars.color.textMuted, fontFamily: base.font.numeric, marginLeft: 'auto' });
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small });
