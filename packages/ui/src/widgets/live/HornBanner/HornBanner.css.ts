import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { segment } from '../shared.css';

export const horn = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: `${base.space.xsmall} ${base.space.medium}`,
  borderRadius: base.radius.full,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.caution}`,
  color: vars.color.text,
  fontSize: base.size.small,
  overflow: 'hidden',
});

export const hornText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1, minWidth: 0 });
