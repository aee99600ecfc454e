import { style } from '@vanilla-extract/css';

export const card = style({ width: 280 });
