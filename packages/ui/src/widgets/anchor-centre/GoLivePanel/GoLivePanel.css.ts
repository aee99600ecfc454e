import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, error, heading, muted, ok, row } from '../shared.css';

export const header = style({ display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap' });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${base.space.small} ${base.space.medium}`,
  margin: 0,
});
export const term = style({ fontSize: base.size.small, fontWeight: base.weight.strong, alignSelf: 'center' });
export const value = style({ margin: 0, display: 'flex', alignItems: 'center', gap: base.space.small, flexWrap: 'wrap', minWidth: 0 });
export const code = style({
  fontFamily: base.font.numeric,
  fontSize: base.size.small,
  padding: `2px ${base.space.xsmall}`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const actions = style({ display: 'flex', gap: base.space.small, flexWrap: 'wrap', alignItems: 'center' });
