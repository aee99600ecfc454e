import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: base.space.large,
  padding: base.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minHeight: 160,
  boxSizing: 'border-box',
});
export const logo = style({ width: 72, height: 72, objectFit: 'contain', flex: '0 0 auto' });
export const text = style({ flex: '1 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: base.space.xsmall });
export const title = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  overflowWrap: 'anywhere',
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small, lineHeight: base.leading.small });
export const link = style({
  color: vars.color.brand,
  borderRadius: base.radius.small,
  selectors: { '&:focus-visible': focusRing },
});
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${base.space.xsmall} ${base.space.xlarge}`, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column' });
export const term = style({ color: vars.color.textMuted, fontSize: base.size.xsmall, lineHeight: base.leading.xsmall });
export const value = style({ margin: 0, fontWeight: base.weight.medium, fontVariantNumeric: 'tabular-nums' });
