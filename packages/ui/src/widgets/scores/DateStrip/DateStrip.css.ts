import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const strip = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: base.space.medium });
export const days = style({ display: 'flex', gap: base.space.xsmall, margin: 0, padding: 0, listStyle: 'none', overflowX: 'auto' });
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: 64,
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandText },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const weekday = style({ fontWeight: base.weight.medium });
export const picker = style({ minWidth: 180 });
