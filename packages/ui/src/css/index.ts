// The curated vocabulary apps style with: the same tokens, atoms and breakpoints as the widgets.
import './global.css';

export { sprinkles, type Sprinkles } from './sprinkles.css';
export { base, darkTheme, lightTheme, themes, type ThemeName, vars } from '../theme/vars.css';
export { breakpoints, type ColorRole, colorRoles, phoneMedia, type Space, type TextSize } from '../tokens';
