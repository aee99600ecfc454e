import { style } from '@vanilla-extract/css';
import { base } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: 0 });
export const row = style({ display: 'flex', alignItems: 'center', padding: `0 ${base.space.xsmall}`, boxSizing: 'border-box' });
