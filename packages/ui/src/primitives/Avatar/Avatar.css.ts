import { style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const avatarSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge'] as const;
const px = { xsmall: 20, small: 28, standard: 36, large: 48, xlarge: 80 } as const;

export const root = style({ position: 'relative', display: 'inline-flex', flexShrink: 0, verticalAlign: 'middle' });

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: base.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: base.weight.medium,
  userSelect: 'none',
  selectors: { '[data-guard] > &': { boxShadow: `0 0 0 2px ${vars.color.guard}` } },
});

export const size = styleVariants(px, (n) => ({ width: n, height: n, fontSize: Math.max(10, Math.round(n * 0.4)) }));

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

const badge = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 16,
  height: 16,
  padding: `0 ${base.space.xxsmall}`,
  borderRadius: base.radius.full,
  border: `1px solid ${vars.color.surface}`,
  color: vars.color.onAccent,
  fontSize: 10,
  lineHeight: '14px',
  fontWeight: base.weight.strong,
  whiteSpace: 'nowrap',
});
export const level = style([badge, { right: -4, bottom: -2, background: vars.color.caution }]);
export const guard = style([badge, { left: -4, bottom: -2, background: vars.color.guard }]);
