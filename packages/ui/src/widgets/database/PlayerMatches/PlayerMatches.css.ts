import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { caption, scroller, strong, table, td, tdName, th } from '../shared.css';

export const side = style({ color: vars.color.textMuted, fontSize: base.size.xsmall });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: base.radius.small,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
