import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { actions, card, choice, choices, error, focusRing, form, group, heading, legend, muted, notice, ok } from '../shared.css';

import { focusRing } from '../shared.css';

export const packages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: base.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
/** The radio stays in the page for the keyboard and screen readers; the card is drawn around it. */
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const packageCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minHeight: 92,
  boxSizing: 'border-box',
  padding: base.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});
export const packageSkeleton = style({ minHeight: 92, borderRadius: base.radius.medium });
export const coin = style({ fontSize: base.size.large, fontWeight: base.weight.strong, fontVariantNumeric: 'tabular-nums' });
export const bonus = style({ color: vars.color.positive, fontSize: base.size.small });
export const price = style({ color: vars.color.textMuted, fontSize: base.size.small, fontVariantNumeric: 'tabular-nums' });
export const skeletonTail = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, marginTop: base.space.large });
