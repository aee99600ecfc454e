import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { phoneMedia } from '../../../tokens';
import { focusRing } from '../shared.css';

export { ellipsis, muted } from '../shared.css';

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
  // The <img>'s width/height attributes give its ratio before it loads; the box is the column's width at 16:9.
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'block',
});

/** A placeholder card: the card's box without its border colour changing on hover. */
export const skeletonCard = style([card, { pointerEvents: 'none' }]);

/** A line of text not yet known: its height is the line's, its width a typical title's. */
export const skeletonBar = style({
  display: 'inline-block',
  width: '60%',
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
});

/** The streamer's avatar (Avatar's xsmall size) and name, not yet known. */
export const skeletonAvatar = style({
  display: 'inline-block',
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
});
export const skeletonName = style([skeletonBar, { width: '5em' }]);

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
