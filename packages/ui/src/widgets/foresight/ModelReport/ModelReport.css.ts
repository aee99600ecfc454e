import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, heading, muted } from '../shared.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: base.space.medium,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xxsmall,
  padding: base.space.medium,
  background: vars.color.surfaceSunken,
  borderRadius: base.radius.small,
});
export const term = style({ fontSize: base.size.small, color: vars.color.textMuted });
export const value = style({ margin: 0, fontSize: base.size.xlarge, fontWeight: base.weight.strong, fontVariantNumeric: 'tabular-nums' });
export const verdict = style({ margin: 0, fontWeight: base.weight.medium });
