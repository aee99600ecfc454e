import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { headingTarget } from '../SessionList/SessionList.css';
export { card, error, heading, muted, ok } from '../shared.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: base.space.medium,
  padding: `${base.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const info = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const name = style({
  margin: 0,
  fontWeight: base.weight.strong,
  display: 'flex',
  gap: base.space.small,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const link = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const footer = style({ display: 'flex', justifyContent: 'center' });
export const actions = style({ display: 'flex', gap: base.space.small, alignItems: 'center' });
