import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, heading, muted, row } from '../shared.css';

export const levelLine = style({ display: 'flex', alignItems: 'center', gap: base.space.small });
export const icon = style({ width: 32, height: 32 });
export const level = style({ fontSize: base.size.xlarge, fontWeight: base.weight.strong, fontVariantNumeric: 'tabular-nums' });
export const track = style({ height: 8, borderRadius: base.radius.full, background: vars.color.border, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.brand, borderRadius: base.radius.full });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${base.space.xsmall} ${base.space.medium}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
