import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';
import { phoneMedia as phone } from '../../tokens';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: base.space.large,
  height: 60,
  padding: `0 ${base.space.xlarge}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `transform ${vars.duration.standard}`,
  selectors: { '&[data-hidden="true"]': { transform: 'translateY(-100%)' } },
  '@media': {
    'screen and (max-width: 991px)': {
      gap: base.space.small,
      padding: `0 ${base.space.medium}`,
      flexWrap: 'wrap',
      height: 'auto',
      minHeight: 60,
    },
  },
});
export { visuallyHidden as hidden } from '../../css/visuallyHidden.css';
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: base.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  flexShrink: 0,
  selectors: { '&:focus-visible': focus },
});
export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: base.radius.medium,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: base.weight.strong,
});
export const siteName = style({ fontSize: base.size.large, fontWeight: base.weight.strong, whiteSpace: 'nowrap' });
/**
 * On a phone (spec §9's 375 px): the logo and the links keep the first row (the links at least half of it);
 * the search box takes what the second row leaves beside the actions; the actions wrap rather than run
 * off the edge (a Vietnamese login button did).
 */
export const nav = style({ flex: 1, minWidth: 0, overflowX: 'auto', '@media': { [phone]: { minWidth: '50%' } } });
export const navList = style({ display: 'flex', gap: base.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'block',
  padding: `${base.space.small} ${base.space.medium}`,
  borderRadius: base.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: base.size.standard,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: base.weight.strong },
    '&:focus-visible': focus,
  },
});
export const search = style({ position: 'relative', flexShrink: 0, '@media': { [phone]: { flex: '1 1 0', minWidth: 96 } } });
export const searchForm = style({
  display: 'flex',
  alignItems: 'center',
  height: 34,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: base.radius.full,
  background: vars.color.surface,
  selectors: { '&:focus-within': focus },
});
export const searchInput = style({
  width: 180,
  '@media': { [phone]: { width: '100%', minWidth: 0 } },
  border: 0,
  background: 'transparent',
  padding: `0 ${base.space.medium}`,
  font: 'inherit',
  fontSize: base.size.small,
  color: vars.color.text,
  outline: 'none',
});
export const searchButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 34,
  height: 32,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: base.radius.full,
});
export const overlay = style({
  position: 'absolute',
  top: 40,
  right: 0,
  zIndex: 20,
  width: 320,
  '@media': { [phone]: { right: 'auto', left: 0, width: 'min(320px, calc(100vw - 24px))' } },
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  flexShrink: 0,
  '@media': { [phone]: { flexWrap: 'wrap', flexShrink: 1, minWidth: 0 } },
});
export const language = style({
  height: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.small,
});
export const avatarButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: base.radius.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
});
export const avatar = style({ display: 'block', borderRadius: base.radius.full, objectFit: 'cover', flexShrink: 0 });
export const panel = style({
  zIndex: 30,
  width: 340,
  padding: base.space.large,
  borderRadius: base.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.border}`,
});
export const userPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  color: vars.color.text,
  fontSize: base.size.small,
});
export const panelHead = style({ display: 'flex', alignItems: 'center', gap: base.space.medium });
export const panelWho = style({ display: 'flex', flexDirection: 'column', gap: base.space.xxsmall, flex: 1, minWidth: 0 });
export const nickname = style({ fontSize: base.size.standard, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const balance = style({ color: vars.color.textMuted });
export const panelSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  paddingTop: base.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  fontWeight: base.weight.medium,
});
export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: base.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stripDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${base.space.xsmall} 0`,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
  selectors: {
    '&[data-signed="true"]': { background: vars.color.brand, color: vars.color.brandText },
    '&[data-today="true"]': { outline: `1px solid ${vars.color.brand}` },
  },
});
export const taskList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const task = style({ display: 'flex', alignItems: 'center', gap: base.space.small });
export const taskName = style({ flex: 1, minWidth: 0 });
export const reward = style({ color: vars.color.caution });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const panelLinks = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: base.space.xsmall,
  paddingTop: base.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});
export const panelLink = style({
  padding: base.space.xsmall,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: base.radius.small,
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focus },
});
export const searchPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.small,
  padding: base.space.medium,
  borderRadius: base.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
  color: vars.color.text,
});
export const searchHeading = style({
  margin: 0,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  color: vars.color.textMuted,
  fontWeight: base.weight.medium,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  padding: `${base.space.xxsmall} ${base.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.xsmall,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': focus },
});
export const resultList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.small,
  width: '100%',
  padding: base.space.xsmall,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: base.radius.small,
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focus },
});
export const liveTag = style({
  marginInlineStart: 'auto',
  padding: `0 ${base.space.xsmall}`,
  borderRadius: base.radius.small,
  background: vars.color.live,
  color: vars.color.textInverse,
  fontSize: base.size.xsmall,
});

/** A nav entry's count (unread private messages, issue 16). */
export const count = style({
  display: 'inline-block',
  minWidth: 18,
  height: 18,
  marginInlineStart: base.space.xsmall,
  paddingInline: 5,
  borderRadius: base.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: base.size.xsmall,
  lineHeight: '18px',
  textAlign: 'center',
  verticalAlign: 'middle',
});
