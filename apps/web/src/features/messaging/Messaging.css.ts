import { base, vars } from '@arena/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const view = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: base.space.small });
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: base.space.small,
  flexWrap: 'wrap',
});
// The open tab's panel fills what is left of the view, so the chats grid below it has a height to
// divide instead of growing with its content.
globalStyle(`${view} > [role="tabpanel"]:not([hidden])`, { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const chats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 300px) 1fr',
  // One row as tall as the view (not as its content), so the message pane scrolls inside it and pages
  // of history load as the reader scrolls up, instead of the page growing until every page is loaded.
  gridTemplateRows: 'minmax(0, 1fr)',
  flex: 1,
  minHeight: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  overflow: 'hidden',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr', gridTemplateRows: '40% 60%' } },
});
export const column = style({ display: 'flex', minHeight: 0, minWidth: 0, borderInlineEnd: `1px solid ${vars.color.border}` });
export const paneColumn = style({ display: 'flex', minHeight: 0, minWidth: 0 });
export const scroll = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
export const placeholder = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  padding: base.space.xlarge,
});
export const overlayBody = style({ height: 'min(620px, 72vh)', display: 'flex', flexDirection: 'column' });
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  height: 'calc(100vh - 120px)',
  minHeight: 480,
  padding: base.space.large,
});
export const pageTitle = style({ margin: 0, fontSize: base.size.xlarge });
export const service = style({ padding: base.space.small });
