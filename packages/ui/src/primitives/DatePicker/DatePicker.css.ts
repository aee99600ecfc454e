import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export { description, error, field, label } from '../../css/field.css';

export const calendar = style({ width: 'fit-content', color: vars.color.text });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
  marginBottom: base.space.small,
});
export const heading = style({
  margin: 0,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  fontWeight: base.weight.medium,
});
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 0,
  borderRadius: base.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  width: 36,
  height: 28,
  fontSize: base.size.xsmall,
  fontWeight: base.weight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  margin: 1,
  borderRadius: base.radius.full,
  fontSize: base.size.small,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-today]': { color: vars.color.brand, fontWeight: base.weight.strong },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.brandText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  width: 'fit-content',
  minWidth: 180,
  height: 40,
  paddingLeft: base.space.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55 },
  },
});
export const input = style({ display: 'flex', flex: 1, fontSize: base.size.standard, fontVariantNumeric: 'tabular-nums' });
export const segment = style({
  padding: `0 1px`,
  borderRadius: base.radius.small,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.brandText },
  },
});
export const openButton = style([navButton, { width: 36, height: 36, marginLeft: base.space.xsmall }]);
export const popover = style({
  zIndex: base.z.popup,
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.large,
  boxShadow: vars.shadow.large,
});
export const dialog = style({ outline: 'none' });
