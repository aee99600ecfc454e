import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { figure, live, muted, winner } from '../shared.css';

export const strip = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.small, margin: 0, padding: 0, listStyle: 'none' });

/** One game (map): a button when the page can show its details, with its number, map and outcome. */
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  minWidth: 120,
  minHeight: 52,
  boxSizing: 'border-box',
  padding: `${base.space.xsmall} ${base.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  textAlign: 'left',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-phase="upcoming"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});
export const title = style({ fontWeight: base.weight.medium });
