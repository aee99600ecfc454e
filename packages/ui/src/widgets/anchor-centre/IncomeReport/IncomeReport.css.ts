import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, heading, muted, row } from '../shared.css';
export const grid = style({ display: 'grid', gap: base.space.large, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' });
export const part = style({ display: 'flex', flexDirection: 'column', gap: base.space.small, minWidth: 0 });
export const subheading = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.strong });
export const scroller = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: base.size.small });
export const cell = style({
  textAlign: 'start',
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const number = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: base.space.small,
  alignItems: 'center',
  padding: `${base.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
});
export const rank = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
