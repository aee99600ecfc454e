import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: base.space.large,
  padding: base.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minHeight: 132,
  boxSizing: 'border-box',
});
export const logo = style({ width: 64, height: 64, objectFit: 'contain', flex: '0 0 auto' });
export const text = style({ flex: '1 1 240px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: base.space.xsmall });
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: base.space.small });
export const title = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  overflowWrap: 'anywhere',
});
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small, lineHeight: base.leading.small });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${base.space.xsmall} ${base.space.xlarge}`, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column' });
export const term = style({ color: vars.color.textMuted, fontSize: base.size.xsmall, lineHeight: base.leading.xsmall });
export const value = style({ margin: 0, fontWeight: base.weight.medium, fontVariantNumeric: 'tabular-nums' });
export const season = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall, alignItems: 'flex-end', minWidth: 140 });
