import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

const flash = keyframes({ '0%': { background: vars.color.goal, color: vars.color.onAccent }, '100%': {} });

// One grid per row: the columns line up from row to row without a table (rows are memoised list items).
export const row = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(64px, 110px) 48px 56px minmax(0, 1fr) 64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: base.space.small,
  minHeight: 44,
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  '@media': {
    '(max-width: 991px)': { gridTemplateColumns: '32px 64px minmax(0, 1fr) 56px minmax(0, 1fr)', rowGap: 0 },
  },
});
export const basketballRow = style({
  gridTemplateColumns: '32px minmax(64px, 110px) 48px 104px minmax(0, 1fr) auto 56px auto',
  '@media': {
    '(max-width: 991px)': { gridTemplateColumns: '32px 96px minmax(0, 1fr) 56px' },
  },
});
export const narrowHidden = style({ '@media': { '(max-width: 991px)': { display: 'none' } } });
export const competition = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingLeft: base.space.small,
  borderLeft: '3px solid var(--league-color, transparent)',
  color: vars.color.textMuted,
});
export const time = style({ fontFamily: base.font.numeric, color: vars.color.textMuted });
export const status = style({
  fontWeight: base.weight.medium,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  overflow: 'hidden',
  '@media': { '(max-width: 991px)': { whiteSpace: 'normal', fontSize: base.size.xsmall, lineHeight: base.leading.xsmall } },
});
export const statusLive = style({ color: vars.color.live });
export const team = style({ display: 'flex', alignItems: 'center', gap: base.space.xsmall, minWidth: 0 });
export const home = style({ justifyContent: 'flex-end', textAlign: 'right' });
export const teamName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const score = style({
  justifySelf: 'center',
  padding: `0 ${base.space.xsmall}`,
  borderRadius: base.radius.small,
  fontFamily: base.font.numeric,
  fontWeight: base.weight.strong,
  fontSize: base.size.standard,
  whiteSpace: 'nowrap',
  selectors: { '&[data-goal]': { animation: `${flash} 3s ${base.easing.standard}` } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-goal]': { animation: 'none', outline: `2px solid ${vars.color.goal}` } } },
  },
});
export const scoreLive = style({ color: vars.color.live });
export const card = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: 14,
  height: 18,
  padding: '0 2px',
  borderRadius: 2,
  fontSize: base.size.xsmall,
  lineHeight: '18px',
  fontFamily: base.font.numeric,
  flexShrink: 0,
});
export const yellow = style({ background: vars.color.yellowCard, color: vars.color.onYellowCard });
export const red = style({ background: vars.color.redCard, color: vars.color.onAccent });
// Below the layout breakpoint (spec §9: 992 px) the half-time, corners and odds go on a line of their own.
export const extras = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontFamily: base.font.numeric,
  '@media': { '(max-width: 991px)': { gridColumn: '2 / -1', flexWrap: 'wrap' } },
});
export const odds = style({ display: 'flex', gap: base.space.xsmall });
export const oddsGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 40px)',
  gap: 2,
  fontFamily: base.font.numeric,
  fontSize: base.size.xsmall,
  textAlign: 'center',
});
export const oddsCell = style({ padding: '0 2px', background: vars.color.surfaceSunken, borderRadius: 2 });
export const suspended = style({
  gridColumn: '1 / -1',
  background: vars.color.suspended,
  color: vars.color.onAccent,
  borderRadius: 2,
  fontWeight: base.weight.medium,
});
export const quartersTable = style({
  borderCollapse: 'collapse',
  fontFamily: base.font.numeric,
  fontSize: base.size.xsmall,
  lineHeight: '18px',
  textAlign: 'center',
  color: vars.color.textMuted,
});
globalStyle(`${quartersTable} th, ${quartersTable} td`, { minWidth: 28, padding: 0, fontWeight: base.weight.regular });
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: base.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 18,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.caution },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const teamsStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const scoreStack = style({ display: 'flex', flexDirection: 'column', textAlign: 'center' });
