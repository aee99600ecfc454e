export { caption, scroller, strong, table, td, tdName, th } from '../shared.css';

import { style } from '@vanilla-extract/css';
import { base } from '../../../theme/vars.css';

export const tables = style({ display: 'flex', flexDirection: 'column', gap: base.space.large });
