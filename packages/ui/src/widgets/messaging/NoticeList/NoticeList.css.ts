import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { heading, list, muted, panel } from '../shared.css';

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: base.space.medium });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const notice = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr auto',
  gap: base.space.small,
  alignItems: 'baseline',
  width: '100%',
  padding: `${base.space.small} ${base.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
});
export const dot = style({ width: 8, height: 8, borderRadius: base.radius.full, background: vars.color.brand, alignSelf: 'center' });
export const title = style({ fontWeight: base.weight.strong, selectors: { '[data-read] &': { fontWeight: base.weight.regular } } });
export const content = style({
  gridColumn: '2 / span 2',
  color: vars.color.textMuted,
  fontSize: base.size.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const time = style({ color: vars.color.textMuted, fontSize: base.size.xsmall, whiteSpace: 'nowrap' });
export const state = style({ padding: base.space.large });
export const footer = style({ display: 'flex', justifyContent: 'center', padding: base.space.small });
