import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  color: vars.color.text,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});
export const heading = style({
  margin: 0,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  fontWeight: base.weight.medium,
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
});
export const event = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 56px minmax(0, 1fr)',
  alignItems: 'center',
  gap: base.space.small,
});
export const eventHome = style({ textAlign: 'right' });
export const minute = style({
  justifySelf: 'center',
  fontFamily: base.font.numeric,
  fontWeight: base.weight.medium,
  padding: `0 ${base.space.xsmall}`,
  borderRadius: base.radius.full,
  background: vars.color.surfaceSunken,
});
export const kind = style({
  fontWeight: base.weight.medium,
  selectors: {
    '&[data-kind="goal"]': { color: vars.color.goal },
    '&[data-kind="goal_disallowed"]': { color: vars.color.caution, textDecoration: 'line-through' },
    '&[data-kind="red"]': { color: vars.color.redCard },
  },
});
export const statRow = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) 48px',
  gap: base.space.small,
  alignItems: 'center',
});
export const statLabel = style({ gridColumn: '1 / -1', textAlign: 'center', color: vars.color.textMuted });
export const statValue = style({ fontFamily: base.font.numeric, textAlign: 'center' });
export const bar = style({
  display: 'flex',
  height: 8,
  borderRadius: base.radius.full,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const barHome = style({ background: vars.color.brand });
export const barAway = style({ background: vars.color.info, marginLeft: 'auto' });
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: base.space.large });
export const players = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xxsmall,
});
export const number = style({ display: 'inline-block', minWidth: 28, fontFamily: base.font.numeric, color: vars.color.textMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: base.size.small });
export const th = style({
  padding: `${base.space.xsmall} ${base.space.small}`,
  textAlign: 'center',
  fontWeight: base.weight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${base.space.xsmall} ${base.space.small}`,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: base.font.numeric,
  selectors: { '&[data-suspended]': { background: vars.color.suspended, color: vars.color.onAccent, fontFamily: base.font.body } },
});
export const tdName = style({ textAlign: 'left', fontFamily: base.font.body });
export const highlight = style({ background: vars.color.surfaceSunken, fontWeight: base.weight.medium });
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.large, margin: 0 });
export const result = style({
  fontWeight: base.weight.strong,
  selectors: {
    '&[data-result="W"]': { color: vars.color.win },
    '&[data-result="D"]': { color: vars.color.draw },
    '&[data-result="L"]': { color: vars.color.loss },
  },
});
export const scoreboard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: base.space.large,
  padding: base.space.xlarge,
  borderRadius: base.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const sbTeam = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.small,
  textAlign: 'center',
  fontSize: base.size.large,
  lineHeight: base.leading.large,
  fontWeight: base.weight.medium,
});
export const sbCenter = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: base.space.xsmall });
export const sbScore = style({
  fontFamily: base.font.numeric,
  fontSize: base.size.xxlarge,
  lineHeight: base.leading.xxlarge,
  fontWeight: base.weight.strong,
});
export const sbMuted = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const sbLive = style({ color: vars.color.live, fontWeight: base.weight.medium });
/** The rank cell: an inset bar on its left (no layout shift) in the colour of the zone the rank leads to (issue 19). */
export const rank = style({
  selectors: {
    '&[data-zone="champions"]': { boxShadow: `inset 3px 0 0 ${vars.color.info}` },
    '&[data-zone="continental"]': { boxShadow: `inset 3px 0 0 ${vars.color.positive}` },
    '&[data-zone="qualify"]': { boxShadow: `inset 3px 0 0 ${vars.color.caution}` },
    '&[data-zone="relegation"]': { boxShadow: `inset 3px 0 0 ${vars.color.critical}` },
  },
});
export const points = style({ fontWeight: base.weight.strong });
