import { keyframes, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../css/visuallyHidden.css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { grow } from '../shared.css';

// Over the video the colours are fixed light-on-dark whatever the theme, like any video player: the
// video roles (videoBackdrop, onVideo…, scrim…) carry them in both themes.

export const player = style({
  position: 'relative',
  containerType: 'inline-size',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.videoBackdrop,
  color: vars.color.onVideo,
  overflow: 'hidden',
  borderRadius: base.radius.medium,
  fontSize: base.size.small,
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.videoBackdrop,
});

export const overlays = style({ position: 'absolute', inset: '0 0 44px 0', pointerEvents: 'none', zIndex: base.z.danmaku });

export const playerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: base.space.small,
  background: vars.color.overlay,
  color: vars.color.onVideo,
  zIndex: base.z.player,
  fontSize: base.size.large,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.onVideoTrack}`,
  borderTopColor: vars.color.onVideo,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// Bottom left, just above the control bar (as on Twitch): the top left is where a stream shows its
// own name or logo (the test media burns the room's name in there).
export const unmutePrompt = style({
  position: 'absolute',
  left: base.space.medium,
  bottom: `calc(44px + ${base.space.small})`,
  zIndex: base.z.sticky,
  padding: `${base.space.xsmall} ${base.space.medium}`,
  border: 'none',
  borderRadius: base.radius.full,
  background: vars.color.scrimStrong,
  color: vars.color.onVideo,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const controlBar = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: 44,
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: `0 ${base.space.small}`,
  background: `linear-gradient(transparent, ${vars.color.scrimControls})`,
  zIndex: base.z.sticky,
  whiteSpace: 'nowrap',
});

export const control = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.onVideo,
  font: 'inherit',
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderRadius: base.radius.small,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.onVideoHover }, '&:focus-visible': focusRing },
});

export const iconControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.onVideo,
  borderRadius: base.radius.small,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.onVideoHover }, '&:focus-visible': focusRing },
});

// A narrow player (a phone, a small column) keeps every control on one line: the quality's visible
// word and the playback time give way (the select keeps its name, the slider its value text).
const narrow = '(max-width: 480px)';

export const qualityText = style({ '@container': { [narrow]: visuallyHiddenRule } });

export const seekBar = style({
  flex: '1 1 auto',
  minWidth: 80,
  accentColor: vars.color.onVideoLive,
  selectors: { '&:focus-visible': focusRing },
});

export const timeText = style({
  color: vars.color.onVideo,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@container': { [narrow]: { display: 'none' } },
});

export const liveDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  selectors: { '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: vars.color.onVideoLive } },
});

export const qualityLabel = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.xsmall, color: vars.color.onVideo });

export const select = style({
  background: vars.color.scrimField,
  color: vars.color.onVideo,
  border: `1px solid ${vars.color.onVideoBorder}`,
  borderRadius: base.radius.small,
  font: 'inherit',
  padding: '2px 4px',
  selectors: { '&:focus-visible': focusRing },
});
