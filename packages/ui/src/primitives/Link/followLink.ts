import type { MouseEvent } from 'react';

/**
 * Follows a link inside the app (history mode) unless the user asked for a new tab or window
 * (a modifier key or another button) or something already handled the click. Without `onNavigate`
 * the browser follows the href as usual. Widgets take plain `href`s and this callback, so ui stays
 * router-agnostic.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string, onNavigate?: (href: string) => void) {
  if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onNavigate(href);
}
