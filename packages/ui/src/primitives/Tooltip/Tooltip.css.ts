import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

const show = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: base.z.popup,
  maxWidth: 260,
  padding: `${base.space.xsmall} ${base.space.small}`,
  background: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: base.radius.small,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  boxShadow: vars.shadow.medium,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': { animation: `${show} ${vars.duration.fast} ${base.easing.standard}` },
  },
});

export const arrow = style({ fill: vars.color.text });
