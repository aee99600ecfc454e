import { style } from '@vanilla-extract/css';
import { base, vars } from '../theme/vars.css';

// The page card the member-centre, wallet and database widgets sit in, with its muted text and its
// row of controls, and the focus ring every widget family draws: one definition, so the families look
// alike and a change to the card is made once.

export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  padding: base.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minWidth: 0,
});
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap' });
