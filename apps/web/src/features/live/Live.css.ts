import { base, phoneMedia as phone, vars } from '@arena/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { gutter } from '../../lib/layout.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, padding: base.space.medium });
export const heading = style({ margin: 0, fontSize: base.size.xlarge });
export const subheading = style({ margin: 0, fontSize: base.size.large });
export const homeSection = style({ display: 'flex', flexDirection: 'column', gap: base.space.small, marginTop: base.space.large });
export const room = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  padding: base.space.medium,
  '@media': { [phone]: { paddingInline: 0 } },
});
/** On a phone the stream runs edge to edge, as in the Huya and Douyu apps: it cancels the shell's gutter. */
export const playerSlot = style({ '@media': { [phone]: { marginInline: `calc(-1 * ${gutter})`, order: -3 } } });
globalStyle(`${playerSlot} > *`, { '@media': { [phone]: { borderRadius: 0 } } });
/**
 * A phone shows the stream first, as the Huya and Douyu apps do, then the score, the streamer's card
 * and the chat, then gifts, ranks and past broadcasts. The columns step aside (display: contents) so
 * their parts line up in one column in that order; the Player keeps its place in the tree, so turning
 * the phone never restarts the stream. (The reading order stays the desktop's: card, player, panels.)
 */
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gap: base.space.medium,
  '@media': { '(max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' }, [phone]: { display: 'contents' } },
});
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  minWidth: 0,
  '@media': { [phone]: { display: 'contents' } },
});
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  minWidth: 0,
  '@media': { [phone]: { display: 'contents' } },
});
const phoneOrder = (order: number) => style({ '@media': { [phone]: { order } } });
export const scoreSecond = phoneOrder(-2);
export const headerThird = phoneOrder(-1);
/** The room card's height (RoomHeader with a one-line title, measured in Chromium), held while the room loads. */
export const headerPlaceholder = style({ minHeight: 104, '@media': { [phone]: { minHeight: 180 } } });
/** The chat with the red-envelope and horn links: one block, straight after the card on a phone (order 0). */
export const talk = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, minWidth: 0 });
export const giftsAfterTalk = phoneOrder(1);
/** The ranks with the fan groups below them (issue 15): one block, after the gifts on a phone. */
export const ranksAfterGifts = style([phoneOrder(2), { display: 'flex', flexDirection: 'column', gap: base.space.medium, minWidth: 0 }]);
export const playbacksLast = phoneOrder(3);
export const scoreLine = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: base.space.medium,
  margin: 0,
  padding: base.space.small,
  background: vars.color.surfaceSunken,
  borderRadius: base.radius.small,
  fontSize: base.size.large,
});
export const linkButton = style({
  alignSelf: 'flex-start',
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  cursor: 'pointer',
  padding: base.space.xsmall,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const rankPage = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
});
export const rankPageRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.medium,
  padding: base.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const grow = style({ flex: 1, minWidth: 0 });
