import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { caption, muted, table, td, th } from '../shared.css';

export const root = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: base.space.xsmall, minWidth: 0 });
export const bars = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: base.space.xsmall });
export const barLabel = style({ fontSize: base.size.xsmall, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const bar = style({
  display: 'flex',
  height: 12,
  borderRadius: base.radius.small,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const segment = style({
  height: '100%',
  selectors: {
    '&[data-outcome="home"]': { background: vars.color.win },
    '&[data-outcome="draw"]': { background: vars.color.draw },
    '&[data-outcome="away"]': { background: vars.color.loss },
  },
});
export const numeric = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
