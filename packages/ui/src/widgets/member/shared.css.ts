import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the member-centre widgets share: the card each sits in, its heading, muted text and the
// status line. Each widget's .css.ts re-exports what it uses.

export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  padding: base.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap' });
export const error = style({ color: vars.color.critical, fontSize: base.size.small, margin: 0 });
export const ok = style({ color: vars.color.positive, fontSize: base.size.small, margin: 0 });
