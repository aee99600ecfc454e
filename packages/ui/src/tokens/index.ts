// Typed token values, named by role (never by hue). Both themes fill the same shape.

export const colorRoles = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'border',
  'borderStrong',
  'text',
  'textMuted',
  'textInverse',
  'brand',
  'brandHover',
  'brandText',
  'focus',
  'live',
  'goal',
  'redCard',
  'yellowCard',
  'win',
  'draw',
  'loss',
  'oddsUp',
  'oddsDown',
  'suspended',
  'positive',
  'critical',
  'caution',
  'info',
  'overlay',
  // Text and icons on a filled accent (live, level, guard, positive, critical badges): white on the
  // light theme's deep fills, near-black on the dark theme's bright ones, so both keep their contrast.
  'onAccent',
  // A room guard's badge (守护).
  'guard',
  // Text on a yellow card's fill: dark in both themes, as the card stays bright yellow.
  'onYellowCard',
  // Over the video the colours are fixed light-on-dark whatever the theme, like any video player:
  // the letterbox behind the picture, the text and icons on it, and its translucent washes.
  'videoBackdrop',
  'onVideo',
  'onVideoHover',
  'onVideoTrack',
  'onVideoBorder',
  // The live dot and the seek bar's progress on the player.
  'onVideoLive',
  // Translucent dark veils that keep text readable over moving pictures, weakest to strongest.
  'scrim',
  'scrimField',
  'scrimStrong',
  'scrimControls',
  // The glow behind a gift's full-screen effect.
  'giftGlow',
] as const;
export type ColorRole = (typeof colorRoles)[number];

export const lightColors: Record<ColorRole, string> = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef0f3',
  border: '#dcdfe4',
  borderStrong: '#a9afb8',
  text: '#1c1f24',
  textMuted: '#565d67',
  textInverse: '#ffffff',
  brand: '#c8281e',
  brandHover: '#a81f17',
  brandText: '#ffffff',
  focus: '#1a5fd6',
  live: '#d0241a',
  goal: '#0d7a3a',
  redCard: '#d0241a',
  yellowCard: '#f2c200',
  win: '#0d7a3a',
  draw: '#5b6470',
  loss: '#c0271d',
  oddsUp: '#c0271d',
  oddsDown: '#0d7a3a',
  suspended: '#6b7280',
  positive: '#0d7a3a',
  critical: '#b42318',
  caution: '#8a5a00',
  info: '#1a5fd6',
  overlay: 'rgba(15, 18, 24, 0.55)',
  onAccent: '#ffffff',
  guard: '#6d3fc8',
  onYellowCard: '#1c1f24',
  videoBackdrop: '#000',
  onVideo: '#fff',
  onVideoHover: 'rgba(255,255,255,0.15)',
  onVideoTrack: 'rgba(255,255,255,0.3)',
  onVideoBorder: 'rgba(255,255,255,0.4)',
  onVideoLive: '#ff4d4f',
  scrim: 'rgba(0,0,0,0.55)',
  scrimField: 'rgba(0,0,0,0.6)',
  scrimStrong: 'rgba(0,0,0,0.75)',
  scrimControls: 'rgba(0,0,0,0.85)',
  giftGlow: 'rgba(255,200,0,0.35)',
};

export const darkColors: Record<ColorRole, string> = {
  background: '#0f1115',
  surface: '#181b21',
  surfaceRaised: '#20242c',
  surfaceSunken: '#0b0d10',
  border: '#2e333c',
  borderStrong: '#4a515d',
  text: '#eef0f3',
  textMuted: '#a7adb7',
  textInverse: '#0f1115',
  brand: '#ff5a4e',
  brandHover: '#ff7a70',
  brandText: '#14080a',
  focus: '#7cacff',
  live: '#ff6258',
  goal: '#4cd18a',
  redCard: '#ff6258',
  yellowCard: '#ffd43b',
  win: '#4cd18a',
  draw: '#a7adb7',
  loss: '#ff7a70',
  oddsUp: '#ff7a70',
  oddsDown: '#4cd18a',
  suspended: '#8b93a0',
  positive: '#4cd18a',
  critical: '#ff7a70',
  caution: '#ffc44d',
  info: '#7cacff',
  overlay: 'rgba(0, 0, 0, 0.65)',
  onAccent: '#0f1115',
  guard: '#b594ff',
  onYellowCard: '#1c1f24',
  videoBackdrop: '#000',
  onVideo: '#fff',
  onVideoHover: 'rgba(255,255,255,0.15)',
  onVideoTrack: 'rgba(255,255,255,0.3)',
  onVideoBorder: 'rgba(255,255,255,0.4)',
  onVideoLive: '#ff4d4f',
  scrim: 'rgba(0,0,0,0.55)',
  scrimField: 'rgba(0,0,0,0.6)',
  scrimStrong: 'rgba(0,0,0,0.75)',
  scrimControls: 'rgba(0,0,0,0.85)',
  giftGlow: 'rgba(255,200,0,0.35)',
};

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;
export type Space = keyof typeof space;

export const radii = { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' } as const;

/** Line heights leave room for Vietnamese stacked diacritics and CJK glyphs (≥ 1.5). */
export const typeScale = {
  xsmall: { fontSize: '12px', lineHeight: '18px' },
  small: { fontSize: '13px', lineHeight: '20px' },
  standard: { fontSize: '14px', lineHeight: '22px' },
  large: { fontSize: '16px', lineHeight: '26px' },
  xlarge: { fontSize: '20px', lineHeight: '30px' },
  xxlarge: { fontSize: '28px', lineHeight: '40px' },
} as const;
export type TextSize = keyof typeof typeScale;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Segoe UI", Roboto, sans-serif',
  numeric: '"Roboto Mono", ui-monospace, "Noto Sans Mono CJK SC", monospace',
};

export const fontWeight = { regular: '400', medium: '500', strong: '700' } as const;

export const shadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.08)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.12)',
  large: '0 12px 32px rgba(0, 0, 0, 0.18)',
} as const;

/** The dark theme's small shadow: darker, or it vanishes on the dark surfaces. */
export const darkShadows = { ...shadows, small: '0 1px 2px rgba(0,0,0,0.5)' } as const;

export const motion = {
  /** Durations collapse to 0 ms under prefers-reduced-motion (see theme). */
  fast: '120ms',
  standard: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Stacking layers, lowest first. */
export const zIndex = { base: '0', player: '10', danmaku: '20', sticky: '100', popup: '1000', dialog: '1100', toast: '1200' } as const;

/** SPEC §9: the layout breakpoint (992 px) and the mobile-site threshold (500 px). */
export const breakpoints = { mobileSite: 500, desktop: 992 } as const;

/** A phone: screens the mobile site is for (spec §9). Widgets and the app narrow their layout under it. */
export const phoneMedia = `screen and (max-width: ${breakpoints.mobileSite}px)`;
