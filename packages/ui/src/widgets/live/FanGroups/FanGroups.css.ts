import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: base.space.small });
export const title = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.medium });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const error = style({ color: vars.color.critical, fontSize: base.size.small, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: base.space.xsmall });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: base.space.xsmall,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
});
export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
/** The same badge as before a member's nick in the chat. */
export { badge } from '../ChatPane/ChatPane.css';
