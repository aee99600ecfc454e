import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { ellipsis, list, muted, panel, price } from '../shared.css';

export const rankRow = style({
  display: 'grid',
  gridTemplateColumns: '28px auto 1fr auto',
  alignItems: 'center',
  gap: base.space.small,
  fontSize: base.size.small,
});

export const rankOrder = style({
  fontWeight: base.weight.strong,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-top="true"]': { color: vars.color.goal } },
});
