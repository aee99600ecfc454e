import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const chips = style({ display: 'inline-flex', gap: base.space.xxsmall, verticalAlign: 'middle' });
export const chip = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 20,
  height: 20,
  borderRadius: base.radius.small,
  fontSize: base.size.xsmall,
  lineHeight: 1,
  fontWeight: base.weight.strong,
  color: vars.color.onAccent,
  selectors: {
    '&[data-result="W"]': { background: vars.color.win },
    '&[data-result="D"]': { background: vars.color.draw },
    '&[data-result="L"]': { background: vars.color.loss },
  },
});
export const none = style({ color: vars.color.textMuted });
