import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

// Pieces the member-centre widgets share: the card each sits in, its heading, muted text and the
// status line. Each widget's .css.ts re-exports what it uses.

export { card, focusRing, muted, row } from '../../css/card.css';
export const heading = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.strong });
export const error = style({ color: vars.color.critical, fontSize: base.size.small, margin: 0 });
export const ok = style({ color: vars.color.positive, fontSize: base.size.small, margin: 0 });
