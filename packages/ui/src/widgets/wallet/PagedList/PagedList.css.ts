import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, error, heading, muted, ok } from '../shared.css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: base.space.medium,
  flexWrap: 'wrap',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
/** Every row (and its loading placeholder) is at least this tall, so the list does not jump when it loads. */
export const ROW_HEIGHT = 64;
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `2px ${base.space.medium}`,
  minHeight: ROW_HEIGHT,
  padding: `${base.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
});
export const footer = style({ display: 'flex', justifyContent: 'center' });
