import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export * from '../shared.css';

export const photos = style({ display: 'flex', gap: base.space.small, flexWrap: 'wrap', marginTop: base.space.xsmall });
export const photo = style({
  width: 120,
  height: 76,
  objectFit: 'cover',
  borderRadius: base.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
