import { vars } from '@arena/ui';
import { phoneMedia } from '@arena/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { gutter } from '../lib/layout.css';

globalStyle('body', { margin: 0, background: vars.color.background, color: vars.color.text });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const skip = style({
  position: 'absolute',
  left: -9999,
  top: 0,
  zIndex: 100,
  padding: 8,
  background: vars.color.surface,
  selectors: { '&:focus': { left: 8 } },
});
// Issue 13 (no layout shift): the content column is at least a screen tall, so the footer starts below
// the fold and is not pushed down (out of sight) as the page's lists arrive: it was most of /main's CLS.
export const body = style({
  display: 'flex',
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  minHeight: '100vh',
  margin: '0 auto',
  boxSizing: 'border-box',
});
export const side = style({ width: 180, flexShrink: 0, padding: '16px 8px', borderRight: `1px solid ${vars.color.border}` });
export const sideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });
export const sideLink = style({
  display: 'block',
  padding: '8px 12px',
  borderRadius: 8,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surfaceSunken, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
/** The main column, whose side padding is the shared `gutter` (24 px, a phone's 12 px). */
export const main = style({
  vars: { [gutter]: '24px' },
  flex: 1,
  minWidth: 0,
  padding: `0 ${gutter} 40px`,
  outline: 'none',
  '@media': { [phoneMedia]: { vars: { [gutter]: '12px' }, paddingBottom: 32 } },
});
