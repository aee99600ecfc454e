import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, error, heading, muted, ok, row } from '../shared.css';

// The security page's cards (issue 14): the overview's facts, and the two forms with their way of
// proving it is the owner (a radio group) above the fields.

export const form = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, maxWidth: 480 });
export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.medium, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontSize: base.size.small, fontWeight: base.weight.strong, padding: 0, marginBottom: base.space.xsmall });
export const method = style({ display: 'inline-flex', alignItems: 'center', gap: base.space.xsmall, cursor: 'pointer' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'baseline',
  gap: `${base.space.small} ${base.space.medium}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', display: 'flex', flexWrap: 'wrap', gap: base.space.small });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${base.space.small}`,
  borderRadius: base.radius.full,
  fontSize: base.size.small,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-set="true"]': { color: vars.color.positive, borderColor: vars.color.positive },
    '&[data-set="false"]': { color: vars.color.textMuted },
  },
});
export const skeleton = style({ height: 96, borderRadius: base.radius.medium, background: vars.color.surface });
