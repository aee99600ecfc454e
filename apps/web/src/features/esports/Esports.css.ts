import { base, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.large, minWidth: 0 });
export const title = style({ margin: 0, fontSize: base.size.xlarge, lineHeight: base.leading.xlarge, color: vars.color.text });
export const sectionTitle = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, color: vars.color.text });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: base.space.medium, fontSize: base.size.small });
export const link = style({
  color: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: base.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small });
export const leagueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: base.space.medium,
});
export const leagueCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.medium,
  padding: base.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const leagueLogo = style({ width: 40, height: 40, objectFit: 'contain', flex: 'none' });
export const leagueText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
