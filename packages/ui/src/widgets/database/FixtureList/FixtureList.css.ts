import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing, td } from '../shared.css';

export { caption, scroller, table, th } from '../shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, color: vars.color.text, minWidth: 0 });
export const picker = style({ display: 'flex', alignItems: 'center', gap: base.space.xsmall, flexWrap: 'wrap' });
export const row = style({ selectors: { '&[data-phase="live"]': { background: vars.color.surfaceSunken } } });
export const time = style([td, { color: vars.color.textMuted, width: 110, whiteSpace: 'normal' }]);
/** Date and time each keep together; on a narrow screen the time goes under the date. */
export const date = style({ whiteSpace: 'nowrap', display: 'inline-block' });
export const status = style([
  td,
  { color: vars.color.textMuted, width: 72, selectors: { '&[data-live]': { color: vars.color.live, fontWeight: base.weight.medium } } },
]);
export const home = style([td, { textAlign: 'right', whiteSpace: 'normal', width: '35%' }]);
export const away = style([td, { textAlign: 'left', whiteSpace: 'normal', width: '35%' }]);
export const own = style({ fontWeight: base.weight.strong });
export const score = style([td, { fontWeight: base.weight.strong, width: 72 }]);
export const scoreLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: base.radius.small,
  padding: `0 ${base.space.xsmall}`,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
