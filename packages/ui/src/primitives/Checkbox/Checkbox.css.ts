import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

/** Shared by Checkbox and Switch: the control beside its label and an optional description. */
export const row = style({ display: 'inline-flex', alignItems: 'flex-start', gap: base.space.small, minWidth: 0 });
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const label = style({
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed', opacity: 0.55 } },
});
export const description = style({ fontSize: base.size.xsmall, lineHeight: base.leading.xsmall, color: vars.color.textMuted });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  // Centre the box on the first line of the label (22 px line height).
  marginTop: 2,
  padding: 0,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.brandText,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast} ${base.easing.standard}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const invalid = style({ borderColor: vars.color.critical });
export const error = style({ fontSize: base.size.xsmall, lineHeight: base.leading.xsmall, color: vars.color.critical });
