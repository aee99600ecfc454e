import { base } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large });
