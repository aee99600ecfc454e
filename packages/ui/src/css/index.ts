// The curated vocabulary apps style with: the same tokens, atoms and breakpoints as the widgets.
import './global.css';

export { base, darkTheme, lightTheme, type ThemeName, themes, vars } from '../theme/vars.css';
export { breakpoints, type ColorRole, colorRoles, phoneMedia, type Space, type TextSize } from '../tokens';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { visuallyHidden, visuallyHiddenRule } from './visuallyHidden.css';
