import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { ellipsis, list, muted, panel, panelTitle } from '../shared.css';

export const playbackRow = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr auto',
  alignItems: 'center',
  gap: base.space.small,
  padding: base.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
});

export const playbackThumb = style({
  width: 96,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const playbackText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
