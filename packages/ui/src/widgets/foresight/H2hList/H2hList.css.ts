import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { muted } from '../shared.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: base.space.xxsmall });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto 1fr',
  gap: base.space.small,
  alignItems: 'center',
  fontSize: base.size.small,
});
export const date = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const home = style({ textAlign: 'right', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const away = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const score = style({ fontWeight: base.weight.strong, fontVariantNumeric: 'tabular-nums' });
export const title = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.medium });
