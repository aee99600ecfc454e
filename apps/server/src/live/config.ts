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

export interface LiveConfig {
  hls: HlsConfig;
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
    hornReviewDelayMs: 60_000,
    imDriver: 'local',
    timSdkAppId: null,
  };
}

export const hlsDir = (hls: HlsConfig) => hls.dir ?? join(tmpdir(), 'arena-hls');
