import { useCallback, useEffect, useState } from 'react';

/** The rest of the room renders after the Player at the latest this long after the page, ms. */
const RENDER_REST_MS = 1_500;

/**
 * Time to first frame: the first renders of the room are its header and the Player, so the Player
 * attaches its video (the stream already started by the route's preload) without waiting for the gift
 * panel, ranks, chat and past broadcasts to render. Those follow once the picture is up (or the player
 * has settled in another state), or after RENDER_REST_MS at the latest. Returns whether to render them
 * and the Player's state listener.
 */
export function useRenderRest(): [boolean, (state: string) => void] {
  const [rest, setRest] = useState(false);
  const onPlayerState = useCallback((state: string) => {
    if (state !== 'loading') setRest(true);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setRest(true), RENDER_REST_MS);
    return () => clearTimeout(timer);
  }, []);
  return [rest, onPlayerState];
}
