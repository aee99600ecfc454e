import { globalStyle } from '@vanilla-extract/css';
import { base, vars } from '../theme/vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: base.font.body,
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
