import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/card.css';
import { base, vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.large,
  width: '100%',
  maxWidth: 420,
  margin: '0 auto',
  padding: base.space.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.large,
  color: vars.color.text,
  boxSizing: 'border-box',
});
export const title = style({
  margin: 0,
  fontSize: base.size.xlarge,
  lineHeight: base.leading.xlarge,
  fontWeight: base.weight.strong,
  textAlign: 'center',
  selectors: { '&:focus-visible': focusRing, '&:focus': { outline: 'none' } },
});
export const account = style({ margin: 0, textAlign: 'center', fontSize: base.size.standard, lineHeight: base.leading.standard });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small, lineHeight: base.leading.small });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: base.space.medium,
  rowGap: base.space.xsmall,
  margin: 0,
  padding: base.space.medium,
  background: vars.color.surfaceSunken,
  borderRadius: base.radius.medium,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const warning = style({
  margin: 0,
  color: vars.color.caution,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.large });
export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: base.space.small,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  fontWeight: base.weight.medium,
});
export const choices = style({ display: 'flex', gap: base.space.medium, justifyContent: 'center' });
/** The radio itself stays in the page (keyboard, screen readers) but is drawn by its tile. */
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const choice = style({
  position: 'relative',
  flex: 1,
  maxWidth: 96,
  display: 'grid',
  placeItems: 'center',
  minHeight: 64,
  border: `2px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  fontFamily: base.font.numeric,
  fontSize: base.size.xxlarge,
  lineHeight: base.leading.xxlarge,
  fontWeight: base.weight.strong,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.brandText },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'default', opacity: 0.6 },
  },
});
export const actions = style({ display: 'flex', flexDirection: 'column', gap: base.space.small });
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.medium,
  textAlign: 'center',
});
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: base.radius.full,
  color: vars.color.onAccent,
  background: vars.color.positive,
  selectors: { '&[data-tone="critical"]': { background: vars.color.critical } },
});
