/// <reference path="./hls-light.d.ts" />
import type HlsType from 'hls.js';
import type { HlsConfig } from 'hls.js';

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

/** The Player's hls.js settings for a live stream. */
export const LIVE_HLS_CONFIG: Partial<HlsConfig> = {
  liveSyncDurationCount: 3,
  // Time to first frame: begin with the smallest rendition (levels are sorted lowest first) and let
  // ABR climb once a segment has measured the bandwidth; its first segment is a quarter of the best
  // one's bytes, to fetch, transmux and decode.
  startLevel: 0,
  manifestLoadingMaxRetry: 2,
  levelLoadingMaxRetry: 4,
  fragLoadingMaxRetry: 4,
};

/** A stream started before its player mounted is given up after this long, ms. */
const EARLY_FOR_MS = 10_000;
const early = new Map<string, HlsType>();

/**
 * Starts a live stream before the page's player is on screen (time to first frame): as soon as hls.js
 * is in, an instance loads the master playlist, the first level's playlist and, with
 * `startFragPrefetch`, the first segment, while the page's own code is still loading and rendering.
 * The Player that mounts for `src` takes it over (`takeEarlyStream`) and only attaches its video.
 * Idempotent; an instance nobody takes, or one that fails, is destroyed.
 */
export function preloadStream(src: string): void {
  if (early.has(src)) return;
  void preloadPlayer().then(
    ({ default: Hls }) => {
      if (early.has(src) || !Hls.isSupported()) return;
      const hls = new Hls({ ...LIVE_HLS_CONFIG, startFragPrefetch: true });
      early.set(src, hls);
      const drop = () => {
        if (early.get(src) !== hls) return;
        early.delete(src);
        hls.destroy();
      };
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) drop();
      });
      setTimeout(drop, EARLY_FOR_MS);
      hls.loadSource(src);
    },
    () => undefined,
  );
}

/** The stream started early for `src`, once: the caller owns it from then on. */
export function takeEarlyStream(src: string): HlsType | undefined {
  const hls = early.get(src);
  early.delete(src);
  return hls;
}
