import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';
import { visuallyHiddenRule } from '../../theme/visuallyHidden';
import { phoneMedia } from '../../tokens';

// The live-room widget family (issue 6). Over the video the colours are fixed light-on-dark whatever
// the theme, like any video player: the video roles (videoBackdrop, onVideo…, scrim…) carry them.

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

// ── Player ──
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
export const grow = style({ flex: 1 });
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

// ── Danmaku ──
export const danmakuLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  fontFamily: base.font.body,
});
export const danmakuStatic = style({
  position: 'absolute',
  right: base.space.small,
  top: base.space.small,
  maxWidth: '45%',
  margin: 0,
  padding: base.space.small,
  listStyle: 'none',
  background: vars.color.scrim,
  color: vars.color.onVideo,
  borderRadius: base.radius.small,
  fontSize: base.size.small,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
export const settingsPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  minWidth: 240,
  padding: base.space.medium,
  color: vars.color.text,
});
export const segmented = style({ display: 'flex', gap: base.space.xsmall, border: 'none', margin: 0, padding: 0 });
export const segment = style({
  flex: 1,
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onAccent, borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});
export const legend = style({ fontSize: base.size.small, color: vars.color.textMuted, marginBottom: base.space.xsmall, padding: 0 });

// ── Room layout pieces ──
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.strong });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap' });

// ── Chat ──
export const chatList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  overflowY: 'auto',
  minHeight: 160,
  maxHeight: 360,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});
export const chatLine = style({ overflowWrap: 'anywhere' });
export const chatNick = style({ color: vars.color.info, marginInlineEnd: base.space.xsmall, fontWeight: base.weight.medium });
export const chatSystem = style({ color: vars.color.textMuted });
export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: 2,
  marginInlineEnd: 4,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
});
export const emoji = style({ width: 20, height: 20, verticalAlign: 'text-bottom' });
export const chatForm = style({ display: 'flex', gap: base.space.xsmall });
export const chatInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});
export const counter = style({
  fontSize: base.size.xsmall,
  color: vars.color.textMuted,
  alignSelf: 'center',
  fontVariantNumeric: 'tabular-nums',
});

// ── Gifts ──
export const giftGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
  gap: base.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const giftButton = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: base.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.xsmall,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const giftIcon = style({ width: 40, height: 40, objectFit: 'contain' });
export const price = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const balance = style({ fontVariantNumeric: 'tabular-nums', fontWeight: base.weight.medium });
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

// ── Ranks ──
export const rankList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
});
export const rankRow = style({
  display: 'grid',
  gridTemplateColumns: '28px auto 1fr auto',
  alignItems: 'center',
  gap: base.space.small,
  fontSize: base.size.small,
});
export const rankOrder = style({
  fontWeight: base.weight.strong,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-top="true"]': { color: vars.color.goal } },
});
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

// ── Header, announcement, horn ──
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.medium,
  flexWrap: 'wrap',
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
});
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 160 });
export const roomTitle = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong, overflowWrap: 'anywhere' });
export const announcement = style({
  margin: 0,
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: base.size.small,
  overflowWrap: 'anywhere',
});
export const horn = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: `${base.space.xsmall} ${base.space.medium}`,
  borderRadius: base.radius.full,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.caution}`,
  color: vars.color.text,
  fontSize: base.size.small,
  overflow: 'hidden',
});
export const hornText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1, minWidth: 0 });
export const scoreStrip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: base.space.medium,
  padding: base.space.small,
  background: vars.color.surfaceSunken,
  borderRadius: base.radius.small,
  fontSize: base.size.standard,
});
export const score = style({ fontFamily: base.font.numeric, fontSize: base.size.xlarge, fontWeight: base.weight.strong });

// ── Room cards (lists) ──
/** Two cards a row on a phone, as the Huya and Douyu apps list rooms (one 366 px card a row showed a single room per screen). */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: base.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [phoneMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: base.space.small } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: base.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': focusRing },
});
export const cardThumb = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${base.space.xsmall} ${base.space.small} ${base.space.small}`,
});
/** The streamer beside the heat; on a narrow card the heat goes under, and a long name ends in an ellipsis beside its avatar. */
export const cardMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `2px ${base.space.small}`,
  flexWrap: 'wrap',
});
export const cardStreamer = style({ display: 'flex', alignItems: 'center', gap: base.space.small, minWidth: 0, maxWidth: '100%' });
export const cardTitle = style({
  margin: 0,
  fontSize: base.size.standard,
  fontWeight: base.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// ── Horn dialog, playback list ──
export const textArea = style([chatInput, { minHeight: 72, resize: 'vertical', lineHeight: base.leading.small }]);
export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  maxHeight: 240,
  overflowY: 'auto',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${base.space.small}`,
  padding: base.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
  overflowWrap: 'anywhere',
});
/** A horn's review state (spec §4): waiting, succeeded, failed; the word says it, the colour repeats it. */
export const status = style({
  fontWeight: base.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="0"]': { color: vars.color.caution },
    '&[data-status="1"]': { color: vars.color.positive },
    '&[data-status="2"]': { color: vars.color.critical },
  },
});
export const playbackRow = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr auto',
  alignItems: 'center',
  gap: base.space.small,
  padding: base.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
});
export const playbackThumb = style({
  width: 96,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const playbackText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
