import { style } from '@vanilla-extract/css';

// Interim styles until the shell (issue 4) composes @arena/ui's tokens.
export const section = style({ marginBlock: 24 });
export const heading = style({ fontSize: 20, lineHeight: 1.5, marginBlock: 12 });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '5em 10em 1fr 6em 6em',
  gap: 12,
  alignItems: 'center',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#f4f5f7',
  lineHeight: 1.6,
  selectors: { '&[data-status="live"]': { background: '#fff1f0' } },
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: '1fr auto', rowGap: 4 } },
});
export const sport = style({ color: '#5c6370' });
export const competition = style({ color: '#5c6370' });
export const teams = style({ fontWeight: 600 });
export const score = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'center' });
export const status = style({ textAlign: 'end' });
export const note = style({ color: '#5c6370', lineHeight: 1.6 });
export const announcement = style({ padding: '8px 12px', background: '#fffbe6', borderRadius: 8, lineHeight: 1.6 });
/** The announcement's line while the settings load: one line of the announcement's height. */
export const announcementPlaceholder = style([announcement, { minHeight: 'calc(1.6em + 16px)', background: '#f4f5f7' }]);
export const footer = style({ marginTop: 40, color: '#5c6370', fontSize: 13, lineHeight: 1.8 });
export const button = style({ padding: '6px 14px', borderRadius: 6, border: '1px solid #c8ccd2', background: '#fff', cursor: 'pointer' });
