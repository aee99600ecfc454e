import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { error, muted } from '../shared.css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  padding: base.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const tools = style({ display: 'flex', gap: base.space.xsmall, alignItems: 'center' });
export const tool = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: base.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const input = style({
  width: '100%',
  minHeight: 64,
  maxHeight: 160,
  resize: 'vertical',
  padding: base.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.standard,
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: base.space.small });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2, padding: base.space.xsmall });
export const emojiButton = style([tool, { width: 32, height: 32 }]);
export const fileInput = style({ display: 'none' });
