import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: 36,
  height: 20,
  marginTop: 1,
  padding: 0,
  border: 0,
  borderRadius: base.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast} ${base.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: 16,
  height: 16,
  borderRadius: base.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transform: 'translateX(2px)',
  transition: `transform ${vars.duration.fast} ${base.easing.standard}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(18px)' } },
});
