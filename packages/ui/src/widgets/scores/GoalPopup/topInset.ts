/**
 * The CSS custom property (px) an app sets, on an ancestor of the goal pop-up stack, to the height of
 * what it keeps fixed at the top of the window (its sticky top bar): alerts then sit under the bar
 * instead of covering its navigation, logo and login. Unset, they sit at the top of the window.
 * (A plain module: the app's shell reads it without loading the pop-ups' styles.)
 */
export const goalPopupTopInset = '--arena-top-inset';
