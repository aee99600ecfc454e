import { style } from '@vanilla-extract/css';
import { base } from '../../../theme/vars.css';

export { dialogBody, legend, segment } from '../shared.css';

export const segmented = style({ display: 'flex', gap: base.space.xsmall, border: 'none', margin: 0, padding: 0 });
