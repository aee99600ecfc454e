import { keyframes, style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: base.z.dialog,
  animation: `${fadeIn} ${vars.duration.standard} ${base.easing.standard}`,
});
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 32px), var(--dialog-width, 500px))',
  maxHeight: 'calc(100vh - 48px)',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: base.radius.large,
  boxShadow: vars.shadow.large,
  padding: base.space.xlarge,
  zIndex: base.z.dialog,
  animation: `${fadeIn} ${vars.duration.standard} ${base.easing.standard}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: base.space.medium,
  marginBottom: base.space.large,
});
export const title = style({ margin: 0, fontSize: base.size.xlarge, lineHeight: base.leading.xlarge, fontWeight: base.weight.strong });
export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
});
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: base.space.small, marginTop: base.space.xlarge });
export const confirmMessage = style({ marginTop: base.space.small });
