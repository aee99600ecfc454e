import { base, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large });
export const returnNotice = style({
  margin: 0,
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const returnPaid = style([returnNotice, { borderLeft: `4px solid ${vars.color.positive}` }]);
export const panel = style({ paddingTop: base.space.large });
