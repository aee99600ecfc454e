import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const badgeTones = ['live', 'level', 'neutral', 'positive'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: base.space.xsmall,
  height: 20,
  padding: `0 ${base.space.small}`,
  borderRadius: base.radius.full,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  fontWeight: base.weight.medium,
  whiteSpace: 'nowrap',
});
export const badgeTone = styleVariants({
  // onAccent, not a raw white: the dark theme's bright fills need dark text to stay readable.
  live: { background: vars.color.live, color: vars.color.onAccent },
  level: { background: vars.color.caution, color: vars.color.onAccent },
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  positive: { background: vars.color.positive, color: vars.color.onAccent },
});
export const dot = style({
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: 'currentColor',
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: base.space.small,
  padding: `${base.space.xxlarge} ${base.space.large}`,
  color: vars.color.textMuted,
});
export const stateIcon = style({ color: vars.color.borderStrong });
export const stateTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: base.size.large,
  lineHeight: base.leading.large,
  fontWeight: base.weight.medium,
});
export const stateText = style({ margin: 0, maxWidth: 420 });
