import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';
import { focusRing } from './shared.css';

export const star = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  flex: '0 0 auto',
  borderRadius: base.radius.full,
  fontSize: base.size.large,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.caution },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
});
