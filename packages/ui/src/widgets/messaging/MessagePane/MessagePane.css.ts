import { globalStyle, style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { emoji, error, heading, list, muted, panel } from '../shared.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
  padding: `${base.space.small} ${base.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 48,
});
export const title = style({
  margin: 0,
  fontSize: base.size.large,
  fontWeight: base.weight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
export const actions = style({ display: 'flex', gap: base.space.xsmall, flexShrink: 0 });
export const scroller = style({
  flex: 1,
  minHeight: 160,
  overflowY: 'auto',
  padding: base.space.medium,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRing },
});
export const top = style({ display: 'flex', justifyContent: 'center', paddingBottom: base.space.small });
export const separator = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: base.size.xsmall,
  margin: `${base.space.small} 0`,
});
export const message = style({
  display: 'flex',
  gap: base.space.small,
  alignItems: 'flex-start',
  marginBottom: base.space.medium,
  selectors: { '&[data-mine]': { flexDirection: 'row-reverse' } },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  maxWidth: '70%',
  minWidth: 0,
  selectors: { [`${message}[data-mine] &`]: { alignItems: 'flex-end' } },
});
export const nick = style({ color: vars.color.textMuted, fontSize: base.size.xsmall });
export const bubble = style({
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: base.leading.standard,
  selectors: {
    [`${message}[data-mine] &`]: { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand },
  },
});
export const image = style({
  display: 'block',
  maxWidth: 'min(240px, 100%)',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: base.radius.medium,
  border: `1px solid ${vars.color.border}`,
});
export const notice = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: base.size.small,
  margin: `${base.space.small} 0`,
});
export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.xsmall,
  fontSize: base.size.xsmall,
  color: vars.color.textMuted,
});
export const failed = style({ color: vars.color.critical });
export const placeholder = style({ flex: 1, display: 'grid', placeItems: 'center', padding: base.space.xlarge });
// Links inside the user's own (brand-filled) bubble keep the bubble's text colour.
globalStyle(`${message}[data-mine] ${bubble} a`, { color: vars.color.brandText });
