import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { card, error, heading, muted, ok, row } from '../shared.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, maxWidth: 560 });
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({ fontSize: base.size.small, fontWeight: base.weight.strong, padding: 0, marginBottom: base.space.xsmall });
export const label = style({ fontSize: base.size.small, fontWeight: base.weight.strong });
export const textArea = style({
  minHeight: 72,
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
export const counter = style({
  fontSize: base.size.xsmall,
  color: vars.color.textMuted,
  alignSelf: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
});
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
  padding: `${base.space.xsmall} ${base.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: base.size.small,
  selectors: { [`${fileInput}:focus-visible + &`]: focusRing, '&[data-busy]': { opacity: 0.6, cursor: 'progress' } },
});
export const stockGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(52px, 1fr))',
  gap: base.space.xsmall,
  border: 0,
  margin: 0,
  padding: 0,
});
export const stockOption = style({ position: 'relative', display: 'flex', justifyContent: 'center', cursor: 'pointer' });
export const stockRadio = style([fileInput]);
export const stockImage = style({
  width: 44,
  height: 44,
  borderRadius: base.radius.full,
  border: `2px solid transparent`,
  objectFit: 'cover',
  selectors: {
    [`${stockRadio}:checked + &`]: { borderColor: vars.color.brand },
    [`${stockRadio}:focus-visible + &`]: focusRing,
  },
});
export const sexOptions = style({ display: 'flex', gap: base.space.medium, flexWrap: 'wrap' });
export const sexOption = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.xsmall, cursor: 'pointer' });
export const skeleton = style({ height: 240, borderRadius: base.radius.medium, background: vars.color.surface });
