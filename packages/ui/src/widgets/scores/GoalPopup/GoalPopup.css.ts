import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { phoneMedia } from '../../../tokens';
import { goalPopupTopInset } from './topInset';

const enter = keyframes({ from: { transform: 'translateY(-12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

/** Stacked at the top of the window, above the page and under dialogs (spec §2: goal popups stack at the top). */
export const stack = style({
  position: 'fixed',
  top: `calc(var(${goalPopupTopInset}, 0px) + ${base.space.large})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: base.z.popup,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  width: 'min(420px, calc(100vw - 24px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});
export const popup = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: base.space.xsmall,
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  borderTop: `4px solid ${vars.color.goal}`,
  animation: `${enter} ${vars.duration.standard} ${base.easing.standard}`,
  selectors: {
    '&[data-kind="correction"]': { borderTopColor: vars.color.caution },
    '&[data-kind="red"]': { borderTopColor: vars.color.redCard },
    '&[data-kind="yellow"]': { borderTopColor: vars.color.yellowCard },
  },
});
export const title = style({
  margin: 0,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  fontWeight: base.weight.strong,
  color: vars.color.textMuted,
});
export const body = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: base.space.small,
});
export const team = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `${base.space.xxsmall} ${base.space.xsmall}`,
  borderRadius: base.radius.small,
  selectors: { '&[data-scored]': { background: vars.color.goal, color: vars.color.onAccent, fontWeight: base.weight.strong } },
});
export const homeTeam = style({ textAlign: 'right' });
export const score = style({
  fontFamily: base.font.numeric,
  fontWeight: base.weight.strong,
  fontSize: base.size.large,
  whiteSpace: 'nowrap',
});
export const scored = style({ color: vars.color.goal });
export const correctionNote = style({ gridColumn: '1 / -1', margin: 0, fontSize: base.size.xsmall, color: vars.color.caution });
// A booking marks the booked side in the card's colour, not the goal's.
globalStyle(`${popup}[data-kind="yellow"] ${team}[data-scored]`, { background: vars.color.yellowCard, color: vars.color.onYellowCard });
globalStyle(`${popup}[data-kind="red"] ${team}[data-scored]`, { background: vars.color.redCard, color: vars.color.onAccent });
globalStyle(`${popup}[data-kind="correction"] ${team}[data-scored]`, { background: vars.color.caution, color: vars.color.onAccent });
// A phone shows only the newest alert (the first): four stacked cards would cover the whole screen.
// The others keep their timers and go as they would have.
globalStyle(`${stack} > li:nth-child(n+2)`, { '@media': { [phoneMedia]: { display: 'none' } } });
