import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { ellipsis } from '../shared.css';

export const notice = style({
  position: 'fixed',
  insetInlineEnd: base.space.large,
  insetBlockEnd: base.space.large,
  zIndex: base.z.toast,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: base.space.small,
  alignItems: 'center',
  width: 'min(320px, calc(100vw - 32px))',
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.large,
  boxShadow: vars.shadow.medium,
});
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const from = style({ fontWeight: base.weight.strong });
export const preview = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const actions = style({ display: 'flex', gap: base.space.xsmall, alignItems: 'center' });
