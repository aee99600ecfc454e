import { style } from '@vanilla-extract/css';
import { base } from '../../../theme/vars.css';

export { heading } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, minWidth: 0 });
