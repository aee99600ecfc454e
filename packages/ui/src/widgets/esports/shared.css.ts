import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// The esports widgets share the database family's cards and tables (one look for every table of
// figures) and add the few pieces of their own: the game badge and the side colours of a score.
export {
  caption,
  card,
  entity,
  entityLink,
  focusRing,
  heading,
  logo,
  muted,
  row,
  scroller,
  strong,
  table,
  td,
  tdName,
  th,
} from '../database/shared.css';

/** The game a series is of (LoL / Dota 2 / CS2), a small outlined tag. */
export const gameTag = style({
  display: 'inline-block',
  padding: `0 ${base.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** Figures that change while a game is played: fixed-width digits so they do not jiggle. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const winner = style({ color: vars.color.win, fontWeight: base.weight.strong });
export const live = style({ color: vars.color.live, fontWeight: base.weight.medium });
