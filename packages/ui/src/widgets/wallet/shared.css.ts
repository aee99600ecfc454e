import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the wallet widgets share: the member centre's card, heading and status lines, plus the
// wallet's own form layout, money figures and list rows. Each widget's .css.ts re-exports what it uses.
export { card, error, focusRing, heading, muted, ok, row } from '../member/shared.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, maxWidth: 560 });
export const actions = style({ display: 'flex', alignItems: 'center', gap: base.space.medium, flexWrap: 'wrap' });
/** A figure in coins: tabular digits so columns of amounts line up. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: base.weight.strong, whiteSpace: 'nowrap' });
export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.critical });
export const notice = style({
  margin: 0,
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  fontSize: base.size.small,
});
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({ fontSize: base.size.small, fontWeight: base.weight.strong, padding: 0, marginBottom: base.space.xsmall });
export const choices = style({ display: 'flex', gap: base.space.medium, flexWrap: 'wrap' });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.xsmall, cursor: 'pointer' });
/** A summary of figures (fee, payout): term and value side by side. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${base.space.xsmall} ${base.space.medium}`,
  margin: 0,
});
export const figureTerm = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const figureValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: base.weight.medium });
export const link = style({ color: vars.color.brand, fontWeight: base.weight.medium });
