import { useEffect, useState } from 'react';

/**
 * The element in full screen, or null, kept current through `fullscreenchange`. An element in full
 * screen shows only its own subtree: the Player reads whether it is the one, and a Popover portals
 * into it so that a panel opened from a full-screen player shows over it.
 */
export function useFullscreenElement(): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(() =>
    typeof document === 'undefined' ? null : (document.fullscreenElement as HTMLElement | null),
  );
  useEffect(() => {
    const change = () => setElement(document.fullscreenElement as HTMLElement | null);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  return element;
}
