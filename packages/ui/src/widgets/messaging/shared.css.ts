import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the messaging widgets share; each widget's .css.ts re-exports what it uses.

export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 };
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  background: vars.color.surface,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const error = style({ color: vars.color.critical, fontSize: base.size.small, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const badge = style({
  minWidth: 18,
  height: 18,
  paddingInline: 5,
  borderRadius: base.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: base.size.xsmall,
  lineHeight: '18px',
  textAlign: 'center',
  fontWeight: base.weight.medium,
  flexShrink: 0,
});
export const emoji = style({ width: 20, height: 20, verticalAlign: 'text-bottom' });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
