import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the live-room widgets share: the room panel, muted text, the text field, the choice tiles
// (gifts, guard tiers, noble tiers) and the segmented buttons. Each widget's own .css.ts re-exports
// the ones it uses, so a component reads all its classes from one module.

import { focusRing } from '../../css/card.css';

export { focusRing };
export const grow = style({ flex: 1 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
});
export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  minWidth: 240,
  padding: base.space.medium,
  color: vars.color.text,
});
export const segment = style({
  flex: 1,
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onAccent, borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});
export const legend = style({ fontSize: base.size.small, color: vars.color.textMuted, marginBottom: base.space.xsmall, padding: 0 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.strong });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small, margin: 0 });
export const row = style({ display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap' });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${base.space.xsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});
export const counter = style({
  fontSize: base.size.xsmall,
  color: vars.color.textMuted,
  alignSelf: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
  gap: base.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: base.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.xsmall,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const tileIcon = style({ width: 40, height: 40, objectFit: 'contain' });
export const price = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const balance = style({ fontVariantNumeric: 'tabular-nums', fontWeight: base.weight.medium });
