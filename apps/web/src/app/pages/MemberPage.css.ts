import { base, phoneMedia as phone, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: base.space.large,
  padding: base.space.medium,
  '@media': { '(max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const menu = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall });
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  '@media': { '(max-width: 991px)': { flexDirection: 'row', overflowX: 'auto' }, [phone]: { flexWrap: 'nowrap' } },
});
export const menuLink = style({
  display: 'block',
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.medium,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.brand, fontWeight: base.weight.strong },
  },
});
export const content = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: base.size.xlarge });
