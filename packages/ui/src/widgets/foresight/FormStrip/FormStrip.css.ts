import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const root = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: base.space.small, minWidth: 0 });
export const name = style({
  fontSize: base.size.small,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
