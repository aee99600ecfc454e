import type { Channels } from '../hls/channels';
import type { Snapshots } from '../hls/snapshots';
import type { ImHub } from '../im/hub';
import type { Ingest } from '../ingest/server';
import type { HornReviewer } from '../money/horns';
import type { RateLimiter } from './rates';

/** What the live, money and IM handlers share (built by startLive in live/start.ts). */
export interface LiveServices {
  im: ImHub;
  channels: Channels;
  /** Live thumbnails of rooms on air (LiveRoom.snapshot). */
  snapshots: Snapshots;
  /** RTMP ingest (absent when RTMP_PORT=0). */
  ingest?: Ingest;
  horns: HornReviewer;
  rates: RateLimiter;
  /** Returns what is left of expired red envelopes to their senders (also runs every minute). */
  sweepRedEnvelopes(): Promise<number>;
  /** Ends nobility whose time ran out (also runs every minute). */
  sweepNobles(): Promise<number>;
}
