import { style } from '@vanilla-extract/css';
import { base } from '../../../theme/vars.css';

export { card, error, heading, muted, ok, row } from '../shared.css';
export const body = style({ margin: 0, lineHeight: base.leading.small });
