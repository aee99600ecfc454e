import { style } from '@vanilla-extract/css';

export const country = style({ flex: '0 0 auto', width: 96 });
