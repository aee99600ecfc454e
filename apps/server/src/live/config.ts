import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One quality level of a live channel (the four of spec §3: original, high definition, standard, smooth). */
export interface Rendition {
  /** Path segment and the `NAME` of the master playlist's variant: `original`, `hd`, `sd`, `smooth`. */
  name: string;
  width: number;
  height: number;
  /** Video bitrate cap in kbit/s; the advertised BANDWIDTH is measured from the segments made. */
  maxrateKbps: number;
}

export interface HlsConfig {
  /** Cache folder of the generated media; `null` → the system temp folder (tests). */
  dir: string | null;
  /** Length of the generated loop; the burned-in clock shows wall-clock time modulo this. */
  loopSeconds: number;
  segmentSeconds: number;
  fps: number;
  /** Segments in a live media playlist (the sliding window). */
  window: number;
  renditions: Rendition[];
  /** Generate every room's media in the background after start (otherwise on first request). */
  pregenerate: boolean;
  /** x264 rate factor: higher is smaller. */
  crf: number;
}

/** RTMP ingest (src/ingest): OBS pushes to `rtmp://<host>:<rtmpPort>/live/<stream key>`. */
export interface IngestConfig {
  /** RTMP_PORT: 0 turns ingest off. */
  rtmpPort: number;
  /** INGEST_GRACE_SECONDS: a stopped push ends the room's live state after this, unless it resumes. */
  graceSeconds: number;
  /** LIVE_SNAPSHOT_SECONDS: how often a live room's frame (LiveRoom.snapshot) is taken; 0 = never. */
  snapshotSeconds: number;
}

export interface LiveConfig {
  hls: HlsConfig;
  ingest: IngestConfig;
  /** Delay before the automatic reviewer looks at a horn message. */
  hornReviewDelayMs: number;
  /** IM driver the clients use (system settings `im_driver`) and Tencent's SDK app id for `tim`. */
  imDriver: 'local' | 'tim';
  timSdkAppId: number | null;
}

export const RENDITIONS: Rendition[] = [
  { name: 'original', width: 854, height: 480, maxrateKbps: 900 },
  { name: 'hd', width: 640, height: 360, maxrateKbps: 550 },
  { name: 'sd', width: 480, height: 270, maxrateKbps: 320 },
  { name: 'smooth', width: 320, height: 180, maxrateKbps: 160 },
];

/** A whole number setting from 0 to `max`, `fallback` when unset; anything else refuses to boot. */
function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`${name} must be a whole number from 0 to ${max}, not "${value}"`);
  return n;
}

export function liveConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string | null): LiveConfig {
  const driver = env.IM_DRIVER ?? 'local';
  if (driver !== 'local' && driver !== 'tim') throw new Error(`IM_DRIVER must be "local" or "tim", not "${driver}"`);
  const appId = env.TIM_SDK_APP_ID ? Number(env.TIM_SDK_APP_ID) : null;
  if (driver === 'tim' && !(appId && Number.isInteger(appId))) throw new Error('IM_DRIVER=tim needs TIM_SDK_APP_ID (a number)');
  return {
    hls: {
      dir: env.HLS_DIR ?? (dataDir ? join(dataDir, 'hls') : null),
      loopSeconds: 60,
      segmentSeconds: 1,
      fps: 25,
      window: 8,
      renditions: RENDITIONS,
      pregenerate: env.HLS_PREGENERATE !== '0',
      crf: 30,
    },
    ingest: {
      rtmpPort: count('RTMP_PORT', env.RTMP_PORT, 1935, 65535),
      graceSeconds: count('INGEST_GRACE_SECONDS', env.INGEST_GRACE_SECONDS, 30, 3600),
      snapshotSeconds: count('LIVE_SNAPSHOT_SECONDS', env.LIVE_SNAPSHOT_SECONDS, 60, 3600),
    },
    hornReviewDelayMs: 3_000,
    imDriver: driver,
    timSdkAppId: appId,
  };
}

/** Tests: a tiny generation (4 s loop, small pictures) made on demand; tests settle horn reviews themselves. */
export function testLiveConfig(): LiveConfig {
  return {
    hls: {
      dir: null,
      loopSeconds: 4,
      segmentSeconds: 1,
      fps: 10,
      window: 3,
      renditions: [
        { name: 'original', width: 320, height: 180, maxrateKbps: 300 },
        { name: 'hd', width: 256, height: 144, maxrateKbps: 200 },
        { name: 'sd', width: 192, height: 108, maxrateKbps: 120 },
        { name: 'smooth', width: 128, height: 72, maxrateKbps: 60 },
      ],
      pregenerate: false,
      crf: 32,
    },
    ingest: { rtmpPort: 0, graceSeconds: 2, snapshotSeconds: 0 },
    hornReviewDelayMs: 60_000,
    imDriver: 'local',
    timSdkAppId: null,
  };
}

export const hlsDir = (hls: HlsConfig) => hls.dir ?? join(tmpdir(), 'arena-hls');
