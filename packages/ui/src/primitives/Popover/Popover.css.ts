import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export const popoverAligns = ['start', 'center', 'end'] as const;

const show = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'none' } });
const hide = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The floating panel shared by Popover and HoverCard. */
export const panel = style({
  position: 'relative',
  zIndex: base.z.popup,
  minWidth: 200,
  maxWidth: 'min(calc(100vw - 16px), 360px)',
  padding: base.space.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.large,
  boxShadow: vars.shadow.large,
  overflowWrap: 'anywhere',
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state="open"]': { animation: `${show} ${vars.duration.fast} ${base.easing.standard}` },
    '&[data-state="closed"]': { animation: `${hide} ${vars.duration.fast} ${base.easing.standard}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const arrow = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border });

export const close = style({ position: 'absolute', top: base.space.xsmall, right: base.space.xsmall });

/** Room for the close button beside the first line of content. */
export const withClose = style({ paddingRight: base.space.xxlarge });
