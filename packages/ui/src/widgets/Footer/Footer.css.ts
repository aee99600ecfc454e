import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const footer = style({
  marginTop: base.space.xxlarge,
  padding: `${base.space.xlarge} ${base.space.xlarge}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});
export const top = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.xxlarge, maxWidth: 1200, margin: '0 auto' });
export const qrs = style({ display: 'flex', gap: base.space.large });
export const qr = style({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: base.space.xsmall });
export const column = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall, minWidth: 160 });
export const heading = style({ margin: 0, fontSize: base.size.small, color: vars.color.text, fontWeight: base.weight.medium });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${base.space.xsmall} ${base.space.medium}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: 320,
});
export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const text = style({ margin: 0 });
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: base.space.large,
  maxWidth: 1200,
  margin: `${base.space.large} auto 0`,
  paddingTop: base.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
