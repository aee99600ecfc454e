import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { ellipsis, heading, list, muted, panel } from '../shared.css';

export const section = style({ display: 'flex', flexDirection: 'column', padding: `${base.space.small} 0` });
export const sectionTitle = style({
  margin: 0,
  padding: `${base.space.xsmall} ${base.space.medium}`,
  fontSize: base.size.small,
  fontWeight: base.weight.strong,
  color: vars.color.textMuted,
});
export const letter = style({
  margin: 0,
  padding: `2px ${base.space.medium}`,
  fontSize: base.size.xsmall,
  fontWeight: base.weight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  width: '100%',
  padding: `${base.space.xsmall} ${base.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
});
export const groupRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  padding: `${base.space.xsmall} ${base.space.medium}`,
});
export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const state = style({ padding: base.space.large });
