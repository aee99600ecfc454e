import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export const danmakuLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  fontFamily: base.font.body,
});

export const danmakuStatic = style({
  position: 'absolute',
  right: base.space.small,
  top: base.space.small,
  maxWidth: '45%',
  margin: 0,
  padding: base.space.small,
  listStyle: 'none',
  background: vars.color.scrim,
  color: vars.color.onVideo,
  borderRadius: base.radius.small,
  fontSize: base.size.small,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
