import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { caption, heading, muted, scroller, table, td, tdName, th } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, color: vars.color.text, minWidth: 0 });
export const starter = style({
  marginLeft: base.space.small,
  padding: `0 ${base.space.xsmall}`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: base.size.xsmall,
});
