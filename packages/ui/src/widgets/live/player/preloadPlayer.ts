/// <reference path="./hls-light.d.ts" />
import type HlsType from 'hls.js';

export type HlsModule = { default: typeof HlsType };

let hlsModule: Promise<HlsModule> | undefined;

/**
 * Fetches and evaluates hls.js once. Call it as soon as a page with a player is on its way (its route
 * matches), so the chunk loads beside the page's own code and data instead of after them. Its own
 * module, so a route can call it without pulling the player into the entry chunk.
 */
export function preloadPlayer(): Promise<HlsModule> {
  if (!hlsModule) {
    // The light build: no alternate audio, subtitles, DRM or CMCD, none of which a channel uses; a third
    // less to fetch and parse. (Its ES module build has no inline worker: without `workerPath` it
    // transmuxes on the main thread, a few ms per 1 s segment once warm.)
    hlsModule = import('hls.js/light') as Promise<HlsModule>;
    // A failed load may be retried (a flaky network, a new deployment).
    hlsModule.catch(() => {
      hlsModule = undefined;
    });
  }
  return hlsModule;
}
