import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the database widgets share: the card each sits in, headings, tables with numeric columns,
// team and player links with their logos. Each widget's .css.ts re-exports what it uses.

import { focusRing } from '../../css/card.css';

export { card, focusRing, muted, row } from '../../css/card.css';
export const heading = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, fontWeight: base.weight.strong });

/** A table that scrolls sideways on a narrow screen instead of squeezing its numbers. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: base.size.small, lineHeight: base.leading.small });
export const caption = style({
  textAlign: 'left',
  fontSize: base.size.standard,
  fontWeight: base.weight.medium,
  padding: `${base.space.xsmall} 0`,
});
export const th = style({
  padding: `${base.space.xsmall} ${base.space.small}`,
  textAlign: 'center',
  fontWeight: base.weight.medium,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${base.space.xsmall} ${base.space.small}`,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const tdName = style({
  textAlign: 'left',
  fontWeight: base.weight.regular,
  whiteSpace: 'normal',
  minWidth: 140,
});
export const strong = style({ fontWeight: base.weight.strong });

/** A team or player: logo and name, a link when it has a page. */
export const entity = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.small, minWidth: 0, color: 'inherit' });
export const entityLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
export const logo = style({ width: 20, height: 20, flex: '0 0 auto', objectFit: 'contain', borderRadius: base.radius.small });
export const entityName = style({ overflowWrap: 'break-word', minWidth: 0 });

/** A button in a table's header that sorts by its column. */
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: base.space.xxsmall,
  borderRadius: base.radius.small,
  selectors: { '&:focus-visible': focusRing, '&:hover': { color: vars.color.text } },
});

/** Segmented choices (all / home / away, goals / assists): a row of pressed buttons. */
export const segments = style({ display: 'inline-flex', flexWrap: 'wrap', gap: base.space.xsmall });
export const segment = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: base.radius.full,
  padding: `${base.space.xxsmall} ${base.space.medium}`,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': focusRing,
  },
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
  flexWrap: 'wrap',
});
