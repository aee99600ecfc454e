import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.medium });
export const check = style({
  display: 'inline-flex',
  gap: base.space.small,
  alignItems: 'center',
  fontSize: base.size.small,
  color: vars.color.text,
});
export const warning = style({
  display: 'flex',
  gap: base.space.xsmall,
  alignItems: 'center',
  margin: 0,
  color: vars.color.caution,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});
export const notice = style([warning, { color: vars.color.positive }]);
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: base.space.small });
export const textLink = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.medium,
  paddingTop: base.space.medium,
});
export const qrHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  textAlign: 'center',
});
export const qrFrame = style({
  position: 'relative',
  width: 216,
  height: 216,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
});
export const qrImage = style({ display: 'block' });
export const qrCover = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: base.radius.medium,
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontSize: base.size.small,
});
export const successMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: base.radius.full,
  background: vars.color.positive,
  color: vars.color.textInverse,
});
/** The number-matching number after the scan: big enough to read across a desk. */
export const qrNumber = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 112,
  minHeight: 96,
  padding: `0 ${base.space.large}`,
  borderRadius: base.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: base.font.numeric,
  fontSize: 56,
  lineHeight: 1,
  fontWeight: base.weight.strong,
});
export const qrStatus = style({
  margin: 0,
  minHeight: base.leading.standard,
  fontSize: base.size.standard,
  color: vars.color.text,
  textAlign: 'center',
});
export const captchaTitle = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, color: vars.color.text });
export const question = style({
  margin: 0,
  padding: base.space.medium,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: base.font.numeric,
  fontSize: base.size.xxlarge,
  lineHeight: base.leading.xxlarge,
  textAlign: 'center',
  letterSpacing: '0.1em',
});
