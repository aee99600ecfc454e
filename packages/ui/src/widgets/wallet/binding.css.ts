import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// The binding page's two cards (bank card, Alipay): the bound account, masked, or the form.
export { actions, card, error, form, heading, muted, ok } from './shared.css';

export const headingTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
export const bound = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${base.space.xsmall} ${base.space.medium}`,
  margin: 0,
  padding: base.space.medium,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceSunken,
});
export const term = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: base.weight.medium, overflowWrap: 'anywhere' });
