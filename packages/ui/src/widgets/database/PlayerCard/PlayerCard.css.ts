import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card } from '../shared.css';

export const top = style({ display: 'flex', alignItems: 'center', gap: base.space.large });
export const shirt = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  flex: '0 0 auto',
  borderRadius: base.radius.medium,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: base.size.xlarge,
  fontWeight: base.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: base.space.xxsmall });
export const title = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  overflowWrap: 'anywhere',
});
export const meta = style({ margin: 0, fontSize: base.size.small });
export const subheading = style({
  margin: 0,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  fontWeight: base.weight.medium,
});
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${base.space.xsmall} ${base.space.xlarge}`, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column' });
export const term = style({ color: vars.color.textMuted, fontSize: base.size.xsmall, lineHeight: base.leading.xsmall });
export const value = style({ margin: 0, fontWeight: base.weight.medium });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: base.space.small,
  margin: 0,
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  padding: base.space.small,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
});
export const statValue = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
