import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { scroller, toolbar } from '../shared.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, color: vars.color.text, minWidth: 0 });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${base.space.xsmall} ${base.space.large}`,
  fontSize: base.size.small,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.xsmall });
export const swatch = style({
  width: 12,
  height: 12,
  borderRadius: base.radius.small,
  selectors: {
    '&[data-zone="champions"]': { background: vars.color.info },
    '&[data-zone="continental"]': { background: vars.color.positive },
    '&[data-zone="qualify"]': { background: vars.color.caution },
    '&[data-zone="relegation"]': { background: vars.color.critical },
  },
});
