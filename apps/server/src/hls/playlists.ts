// Playlists computed from the clock over a cached loop of segments: serving costs no encoding.
//
// Timing model (documented for the front end's latency measurement):
// - Live segment number N covers wall-clock time [N·d, (N+1)·d) seconds since the Unix epoch (d = the
//   segment duration), and plays the cached loop segment k = N mod K (K = loop length / d).
// - Every segment carries EXT-X-PROGRAM-DATE-TIME = N·d as UTC, so `hls.playingDate` (hls.js) is the
//   wall-clock time of the frame on screen, and live latency = Date.now() − playingDate.
// - The clock burned into each frame shows the frame's position in the loop, seconds.milliseconds,
//   which equals its wall-clock time modulo the loop length (60 s: the seconds of the UTC clock), so
//   latency can also be read off a frame: (now mod L − shown + L) mod L. The same value is drawn as a
//   strip of blocks for machines (media.ts CLOCK_STRIP); the video bench decodes it.
// - The newest listed segment is the last one complete by `now`: N = floor(now / d) − 1.
// - The loop restarts every K segments: an EXT-X-DISCONTINUITY precedes segment numbers ≡ 0 (mod K),
//   and EXT-X-DISCONTINUITY-SEQUENCE counts those before the first listed segment, from the loop before
//   the broadcast's start (not from the epoch: hls.js keeps a sparse array indexed by that number and
//   copies and walks it on every segment and playlist; at ~3·10⁷, loops since 1970, that cost ~300 ms
//   of main thread twice before the first frame).

export interface RenditionManifest {
  name: string;
  width: number;
  height: number;
  /** Duration of each cached loop segment, seconds. */
  durations: number[];
  /** Peak and average bits per second measured from the segment files. */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
}

export interface ChannelManifest {
  loopSeconds: number;
  segmentSeconds: number;
  fps: number;
  renditions: RenditionManifest[];
}

export const M3U8 = 'application/vnd.apple.mpegurl';

/** Number of the newest complete segment at `nowMs`. */
export const liveEdge = (nowMs: number, segmentSeconds: number) => Math.floor(nowMs / 1000 / segmentSeconds) - 1;

export function masterPlaylist(manifest: ChannelManifest, prefix = ''): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of manifest.renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${manifest.fps.toFixed(3)},CODECS="${r.codecs}",NAME="${r.name}"`,
      `${prefix}${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function segmentLines(
  manifest: ChannelManifest,
  rendition: RenditionManifest,
  first: number,
  last: number,
  uri: (seq: number) => string,
): string[] {
  const d = manifest.segmentSeconds;
  const k = rendition.durations.length;
  const lines: string[] = [];
  for (let seq = first; seq <= last; seq++) {
    if (seq % k === 0 && seq !== first) lines.push('#EXT-X-DISCONTINUITY');
    if (seq === first || seq % k === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(seq * d * 1000).toISOString()}`);
    lines.push(`#EXTINF:${(rendition.durations[seq % k] ?? d).toFixed(3)},`, uri(seq));
  }
  return lines;
}

/** A broadcast's bounds (ms), when known: its playlists count discontinuities from its start. */
export interface BroadcastTimes {
  startedAtMs?: number;
  /** End of the broadcast: the live playlist stops there and closes. */
  endedAtMs?: number;
}

/**
 * Loop restarts counted before `first`, from the loop before the broadcast's first segment (so the
 * count never goes below zero for a window that starts a little before the broadcast).
 */
function discontinuitySequence(manifest: ChannelManifest, first: number, k: number, startedAtMs: number | undefined): number {
  const base = startedAtMs === undefined ? 0 : Math.max(0, Math.floor(Math.floor(startedAtMs / 1000 / manifest.segmentSeconds) / k) - 1);
  return Math.max(0, Math.floor(first / k) - base);
}

function header(manifest: ChannelManifest, first: number, k: number, startedAtMs: number | undefined, extra: string[] = []): string[] {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(manifest.segmentSeconds)}`,
    ...extra,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence(manifest, first, k, startedAtMs)}`,
  ];
}

/**
 * The live sliding window ending at the newest complete segment. When the broadcast ended at
 * `endedAtMs` the window stops there and the playlist is closed (EXT-X-ENDLIST).
 */
export function livePlaylist(
  manifest: ChannelManifest,
  rendition: RenditionManifest,
  nowMs: number,
  window: number,
  broadcast: BroadcastTimes = {},
): string {
  const k = rendition.durations.length;
  const { startedAtMs, endedAtMs } = broadcast;
  const ended = endedAtMs !== undefined;
  const last = liveEdge(ended ? Math.min(nowMs, endedAtMs) : nowMs, manifest.segmentSeconds);
  const first = Math.max(0, last - window + 1);
  const lines = [...header(manifest, first, k, startedAtMs), ...segmentLines(manifest, rendition, first, last, (seq) => `${seq}.ts`)];
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** A past broadcast as video on demand: every segment from its start to its end. */
export function vodPlaylist(
  manifest: ChannelManifest,
  rendition: RenditionManifest,
  startMs: number,
  endMs: number,
  uri: (seq: number) => string,
): string {
  const d = manifest.segmentSeconds;
  const k = rendition.durations.length;
  const first = Math.ceil(startMs / 1000 / d);
  const last = Math.max(first, Math.floor(endMs / 1000 / d) - 1);
  const lines = [
    ...header(manifest, first, k, startMs, ['#EXT-X-PLAYLIST-TYPE:VOD']),
    ...segmentLines(manifest, rendition, first, last, uri),
    '#EXT-X-ENDLIST',
  ];
  return `${lines.join('\n')}\n`;
}
