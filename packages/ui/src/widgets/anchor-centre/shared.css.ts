import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/card.css';
import { base, vars } from '../../theme/vars.css';

// Pieces the anchor-centre widgets share: the card, headings, muted text, status lines, a form column,
// a text area with its counter, and the image picker drawn as a button. Each widget's .css.ts
// re-exports what it uses.

export { card, focusRing, muted, row } from '../../css/card.css';
export const heading = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong });
export const error = style({ color: vars.color.critical, fontSize: base.size.small, margin: 0 });
export const ok = style({ color: vars.color.positive, fontSize: base.size.small, margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, maxWidth: 600 });
export const label = style({ fontSize: base.size.small, fontWeight: base.weight.strong });
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const textArea = style({
  minHeight: 88,
  resize: 'vertical',
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: base.leading.small,
  selectors: { '&:focus-visible': focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});
export const counter = style({ fontSize: base.size.xsmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', margin: 0 });
/** The file input stays in the page (keyboard, screen readers) but is drawn as its label button. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const uploadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  padding: `${base.space.xsmall} ${base.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: base.size.small,
  selectors: { [`${fileInput}:focus-visible + &`]: focusRing, '&[data-busy]': { opacity: 0.6, cursor: 'progress' } },
});
export const preview = style({
  width: 160,
  height: 90,
  objectFit: 'cover',
  borderRadius: base.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const progress = style({ width: 160, height: 6 });
export const columns = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.large });
