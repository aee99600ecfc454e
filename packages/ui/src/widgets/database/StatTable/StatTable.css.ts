import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { caption, scroller, sortButton, strong, table, td, tdName, th } from '../shared.css';

export const hint = style({
  display: 'block',
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  fontWeight: base.weight.regular,
  color: vars.color.textMuted,
});
