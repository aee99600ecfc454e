import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { actions, amount, card, heading, muted } from '../shared.css';

export const wallets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: base.space.medium,
  margin: 0,
});
export const wallet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  padding: base.space.medium,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
  minHeight: 96,
  boxSizing: 'border-box',
});
export const term = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const value = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.xsmall });
