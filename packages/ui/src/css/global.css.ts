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
// Plain links (user-facing copy, stories) take the theme's link colour, so they keep their contrast in
// the dark theme; any class (Link, Button…) overrides this element rule.
globalStyle('a', { color: vars.color.brand });
