import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const desk = style({ display: 'flex', flexDirection: 'column', gap: base.space.small, height: '100%', minHeight: 0 });
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: base.space.small });
export const heading = style({ margin: 0, fontSize: base.size.large, fontWeight: base.weight.medium });
// The list and the open conversation side by side, one row as tall as the desk, so the message pane
// scrolls inside it (history pages load on scrolling up) instead of the page growing.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 300px) 1fr',
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
export const placeholder = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: base.space.xsmall,
  color: vars.color.textMuted,
  padding: base.space.xlarge,
  textAlign: 'center',
});
export const placeholderTitle = style({ margin: 0, fontWeight: base.weight.medium, color: vars.color.text });
export const placeholderHint = style({ margin: 0, fontSize: base.size.small });
