import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, color: vars.color.text, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: base.space.large });
export const search = style({ flex: '1 1 240px', maxWidth: 420 });
export const count = style({ margin: 0, minHeight: base.leading.small, color: vars.color.textMuted, fontSize: base.size.small });
export const section = style({ display: 'flex', flexDirection: 'column', gap: base.space.small });
export const sectionTitle = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, fontWeight: base.weight.strong });
export const group = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall });
export const country = style({ margin: 0, fontSize: base.size.small, fontWeight: base.weight.medium, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: base.space.small,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.xsmall,
  padding: `${base.space.xsmall} ${base.space.small}`,
  minHeight: 52,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
});
export const link = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: base.radius.small,
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focusRing },
});
export const logo = style({ width: 28, height: 28, objectFit: 'contain', flex: '0 0 auto' });
export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ fontWeight: base.weight.medium, overflowWrap: 'anywhere' });
export const detail = style({ fontSize: base.size.xsmall, lineHeight: base.leading.xsmall, color: vars.color.textMuted });
