import { base } from '@arena/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  height: 'calc(100vh - 120px)',
  minHeight: 520,
  padding: base.space.large,
  boxSizing: 'border-box',
});
export const title = style({ margin: 0, fontSize: base.size.xlarge });
export const tabs = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, flex: 1, minHeight: 0 });
// The open section fills the page, so the customer-service desk has a height to divide and its
// message pane scrolls inside it; the review lists scroll in it too.
globalStyle(`${tabs} > [role="tabpanel"]:not([hidden])`, {
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
});
