import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { muted, row } from '../shared.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.medium,
  flexWrap: 'wrap',
  padding: base.space.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 160 });

export const roomTitle = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong, overflowWrap: 'anywhere' });

export const announcement = style({
  margin: 0,
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: base.size.small,
  overflowWrap: 'anywhere',
});
