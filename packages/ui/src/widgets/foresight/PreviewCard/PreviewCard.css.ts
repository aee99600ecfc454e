import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, muted } from '../shared.css';

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: base.space.small, flexWrap: 'wrap' });
export const title = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  flexWrap: 'wrap',
  fontSize: base.size.large,
  fontWeight: base.weight.strong,
});
export const versus = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: base.space.medium });
export const side = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall, minWidth: 0 });
export const sideName = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.medium });
export const suspensions = style({ margin: 0, paddingLeft: base.space.large, fontSize: base.size.small });
export const suspendedLabel = style({ fontSize: base.size.small, fontWeight: base.weight.medium, color: vars.color.loss });
