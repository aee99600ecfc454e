import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const root = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  // Reduced motion: a still placeholder says "loading" just as well.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  // One line of standard text: the glyph height inside a 22 px line.
  text: { height: '0.9em', margin: `calc((${base.leading.standard} - 0.9em) / 2) 0`, borderRadius: base.radius.small },
  rect: { borderRadius: base.radius.medium },
  circle: { borderRadius: base.radius.full, flexShrink: 0 },
});

export const lines = style({ display: 'flex', flexDirection: 'column' });
