import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { figure, gameTag, live, logo, muted, winner } from '../shared.css';

/** The list lays its rows out by its own width (a page's full width, or a narrow column beside a table). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  containerType: 'inline-size',
});
/** Below this width a row stacks: meta above, the teams and score, the live game below. */
const narrow = '(max-width: 640px)';

/** One series: when and what on the left, the two teams around the series score, the live game on the right. */
export const rowLink = style({
  display: 'grid',
  gridTemplateColumns: '9rem minmax(0, 1fr) 4.5rem minmax(0, 1fr) 11rem',
  alignItems: 'center',
  gap: base.space.small,
  minHeight: 56,
  boxSizing: 'border-box',
  padding: `${base.space.xsmall} ${base.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceRaised,
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
  '@container': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr) 3.5rem minmax(0, 1fr)',
      gridTemplateAreas: '"meta meta meta" "home score away" "state state state"',
      rowGap: base.space.xxsmall,
    },
  },
});
export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  '@container': { [narrow]: { gridArea: 'meta', flexDirection: 'row', gap: base.space.small } },
});
export const league = style({ color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const team = style({ display: 'flex', alignItems: 'center', gap: base.space.small, minWidth: 0, overflowWrap: 'anywhere' });
export const home = style([team, { justifyContent: 'flex-end', textAlign: 'right', '@container': { [narrow]: { gridArea: 'home' } } }]);
export const away = style([team, { '@container': { [narrow]: { gridArea: 'away' } } }]);
export const score = style({
  textAlign: 'center',
  fontSize: base.size.large,
  fontWeight: base.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [narrow]: { gridArea: 'score' } },
});
export const bo = style({ display: 'block', fontSize: base.size.xsmall, fontWeight: base.weight.regular, color: vars.color.textMuted });
export const state = style({
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  textAlign: 'right',
  '@container': { [narrow]: { gridArea: 'state', textAlign: 'center' } },
});
