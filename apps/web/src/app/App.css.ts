import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  color: '#1f2329',
  background: '#fff',
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 24px',
  borderBottom: '1px solid #e5e6eb',
});
export const brand = style({ fontSize: 22, margin: 0 });
export const lang = style({ display: 'inline-flex', gap: 8, alignItems: 'center' });
export const main = style({ maxWidth: 1200, margin: '0 auto', padding: '0 24px 40px' });
