import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall, minWidth: 120 });
export const header = style({ display: 'flex', justifyContent: 'space-between', gap: base.space.small });
export const label = style({
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  fontWeight: base.weight.medium,
  color: vars.color.text,
});
export const output = style({
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 20,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55 } },
});
export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 4,
  borderRadius: base.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});
export const range = style({ position: 'absolute', height: '100%', background: vars.color.brand });
export const thumb = style({
  display: 'block',
  width: 16,
  height: 16,
  borderRadius: base.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '[data-disabled] &': { cursor: 'not-allowed' },
  },
});
