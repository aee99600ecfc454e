import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: base.z.toast,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  boxShadow: `0 0 6px ${vars.color.brand}`,
  transition: `width ${vars.duration.slow} ${base.easing.standard}`,
  selectors: {
    // No value: the app does not know how far along it is, so a segment sweeps across.
    '&[data-state="indeterminate"]': {
      width: '40%',
      animation: `${slide} 1.2s ${base.easing.standard} infinite`,
    },
  },
  '@media': {
    // Reduced motion: the sweep stops; a still 40 % bar still says "loading".
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state="indeterminate"]': { animation: 'none' } } },
  },
});
