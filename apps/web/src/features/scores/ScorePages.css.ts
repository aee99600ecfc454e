import { base, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.large });
/** The home page's scores: at least a screen tall, so what follows starts below the fold (issue 13). */
export const homePage = style([page, { minHeight: '100vh' }]);
export const title = style({ margin: 0, fontSize: base.size.xlarge, lineHeight: base.leading.xlarge, color: vars.color.text });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: base.space.small,
  justifyContent: 'space-between',
});
export const tools = style({ display: 'flex', gap: base.space.small, alignItems: 'center' });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.large,
  paddingTop: base.space.medium,
  // `display: flex` would otherwise win over the `hidden` attribute (HomeScores holds lists back with it).
  selectors: { '&[hidden]': { display: 'none' } },
});
/** The chosen view's list (the date strip and the matches), spaced as the panel. */
export const viewBody = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, minWidth: 0 });
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: base.space.large,
  padding: base.space.xlarge,
  borderRadius: base.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const headerTeam = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.small,
  textAlign: 'center',
  fontSize: base.size.large,
  fontWeight: base.weight.medium,
});
export const headerScore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.xsmall,
  fontFamily: base.font.numeric,
});
export const bigScore = style({ fontSize: base.size.xxlarge, lineHeight: base.leading.xxlarge, fontWeight: base.weight.strong });
export const muted = style({ color: vars.color.textMuted, fontSize: base.size.small });
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: base.space.large });
export const subtitle = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, color: vars.color.text });
/** The match page's links to the competition's and the teams' database pages (issue 19). */
export const related = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${base.space.xsmall} ${base.space.large}`,
  fontSize: base.size.small,
});
