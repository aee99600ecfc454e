import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { balance, grow, input, muted, panel, price, row, tile, tileGrid, tileIcon } from '../shared.css';

const pop = keyframes({ from: { transform: 'scale(1.4)' }, to: { transform: 'scale(1)' } });

export const combo = style({
  color: vars.color.goal,
  fontWeight: base.weight.strong,
  fontSize: base.size.large,
  animation: `${pop} 200ms ${base.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const rise = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.6)' },
  '20%': { opacity: 1, transform: 'scale(1)' },
  '80%': { opacity: 1 },
  '100%': { opacity: 0 },
});

export const giftEffect = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: base.space.small,
  color: vars.color.onVideo,
  fontSize: base.size.xlarge,
  fontWeight: base.weight.strong,
  textShadow: `0 0 4px ${vars.color.videoBackdrop}`,
  background: `radial-gradient(circle, ${vars.color.giftGlow}, transparent 70%)`,
  animationName: rise,
  animationTimingFunction: 'ease-out',
  animationFillMode: 'forwards',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const giftEffectIcon = style({ width: 120, height: 120, objectFit: 'contain' });
