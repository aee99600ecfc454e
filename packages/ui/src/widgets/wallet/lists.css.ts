import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// The rows of the wallet's lists (withdrawals, ledger, recharge orders): a title line, a detail line,
// and the amount on the right.
export { amount, muted, negative, positive } from './shared.css';

export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const title = style({
  margin: 0,
  fontWeight: base.weight.medium,
  display: 'flex',
  gap: base.space.small,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small, overflowWrap: 'anywhere' });
export const side = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 2, textAlign: 'right' });
export const reason = style({ margin: 0, color: vars.color.critical, fontSize: base.size.small, overflowWrap: 'anywhere' });
