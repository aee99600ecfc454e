import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

export const viewport = style({
  position: 'fixed',
  top: base.space.large,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: base.z.toast,
  width: 'min(calc(100vw - 32px), 420px)',
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  outline: 'none',
  // An empty viewport must not catch clicks meant for the page under it.
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: base.space.small,
  padding: `${base.space.medium} ${base.space.medium} ${base.space.medium} ${base.space.large}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: base.radius.medium,
  boxShadow: vars.shadow.medium,
  animation: `${enter} ${vars.duration.standard} ${base.easing.standard}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.info },
  positive: { borderLeftColor: vars.color.positive },
  caution: { borderLeftColor: vars.color.caution },
  critical: { borderLeftColor: vars.color.critical },
});

export const icon = styleVariants({
  info: { color: vars.color.info, flexShrink: 0, marginTop: 1 },
  positive: { color: vars.color.positive, flexShrink: 0, marginTop: 1 },
  caution: { color: vars.color.caution, flexShrink: 0, marginTop: 1 },
  critical: { color: vars.color.critical, flexShrink: 0, marginTop: 1 },
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, fontSize: base.size.standard, lineHeight: base.leading.standard, fontWeight: base.weight.medium });
export const description = style({ margin: 0, fontSize: base.size.small, lineHeight: base.leading.small, color: vars.color.textMuted });
