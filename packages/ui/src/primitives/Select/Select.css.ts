import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export { description, error, field, label } from '../../css/field.css';

export const selectSizes = ['small', 'standard'] as const;

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
  width: '100%',
  height: 40,
  padding: `0 ${base.space.small} 0 ${base.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.standard,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '[data-invalid] > &': { borderColor: vars.color.critical },
  },
});
export const small = style({ height: 32, fontSize: base.size.small });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(calc(100vw - 16px), 360px)',
  maxHeight: 320,
  overflow: 'auto',
  zIndex: base.z.popup,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: base.space.xsmall,
});
export const listbox = style({ outline: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.small,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: base.weight.medium, color: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const optionLabel = style({ flex: 1, minWidth: 0 });
export const check = style({ flexShrink: 0, visibility: 'hidden', selectors: { '[data-selected] > &': { visibility: 'visible' } } });
