import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export { description, error, field, label } from '../../css/field.css';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: base.space.small });
export const inputWrap = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  height: 40,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
  },
});
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'transparent',
  padding: `0 ${base.space.medium}`,
  font: 'inherit',
  fontSize: base.size.standard,
  color: vars.color.text,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted },
});
export const prefix = style({ paddingLeft: base.space.medium, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const count = style({
  paddingRight: base.space.medium,
  fontSize: base.size.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
