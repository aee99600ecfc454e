import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { caption, scroller, strong, table, td, tdName, th } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, color: vars.color.text, minWidth: 0 });
