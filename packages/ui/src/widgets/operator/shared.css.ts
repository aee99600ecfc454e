import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// The operator console's review rows (withdrawals, streamer applications): facts on the left, the
// approve / reject buttons on the right, and the reject dialog's form.
export { detail, main, side, title } from '../wallet/lists.css';

export const actions = style({ display: 'flex', gap: base.space.small, flexWrap: 'wrap', justifyContent: 'flex-end' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium });
export const formActions = style({ display: 'flex', gap: base.space.small, justifyContent: 'flex-end' });
export const error = style({ margin: 0, minHeight: '1.25em', color: vars.color.critical, fontSize: base.size.small });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small });
