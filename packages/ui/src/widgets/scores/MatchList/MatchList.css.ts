import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: base.space.large });
export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  margin: 0,
  padding: `${base.space.small} ${base.space.medium}`,
  background: vars.color.surfaceSunken,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  fontWeight: base.weight.medium,
  color: vars.color.text,
});
export const count = style({ color: vars.color.textMuted, fontWeight: base.weight.regular, fontFamily: base.font.numeric });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });
// Rows off screen skip style, layout and paint (they stay in the accessibility tree): with 2,000 rows
// and 100 updates a second the browser's rendering work stays on the rows in view.
export const block = style({ display: 'block', contentVisibility: 'auto', containIntrinsicSize: 'auto 45px' });
export const skeletonRow = style({
  display: 'flex',
  gap: base.space.medium,
  alignItems: 'center',
  padding: base.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});
