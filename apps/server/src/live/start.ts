import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { absolute } from '../format';
import type { Services } from '../handlers/types';
import { Channels } from '../hls/channels';
import { Snapshots } from '../hls/snapshots';
import { ImHub } from '../im/hub';
import { IngestServer } from '../ingest/server';
import { HornReviewer } from '../money/horns';
import { sweepNobles } from '../money/nobles';
import { sweepRedEnvelopes } from '../money/red-envelopes';
import { originOf } from '../origin';
import { hlsDir } from './config';
import { RateLimiter } from './rates';
import { announceUpcoming, seedLive, syncBroadcasts } from './seed';
import type { LiveServices } from './services';

/**
 * Live rooms at start: demo data, broadcasts in step with the schedule, the IM service on /im, the
 * HLS channels on /hls (media generated in the background), the horn reviewer and the red-envelope sweep.
 */
export async function startLive(app: FastifyInstance, base: Omit<Services, 'live'>): Promise<LiveServices> {
  const { db, config } = base;
  const now = () => config.now();
  await seedLive(db, now());
  await syncBroadcasts(db, now());
  await announceUpcoming(db, now());

  const im = new ImHub(db, base.imSecret, now, app.log, absolute, (request) => originOf(config, request), {
    limits: config.im,
    sessions: base.accounts,
  });
  im.register(app);
  const channels = new Channels(db, config.live.hls, now, app.log);
  channels.register(app, config.devRoutes);
  // Pushed streams and snapshots live beside the generated media; tests (no HLS_DIR) get a folder each.
  const work = config.live.hls.dir ? hlsDir(config.live.hls) : mkdtempSync(join(tmpdir(), 'arena-live-'));
  const snapshots = new Snapshots(db, channels, join(work, 'snapshots'), now, app.log);
  snapshots.register(app);
  const { rtmpPort, snapshotSeconds } = config.live.ingest;
  const ingest =
    rtmpPort > 0
      ? new IngestServer({
          db,
          hls: config.live.hls,
          ingest: config.live.ingest,
          root: join(work, 'ingest'),
          live: { im, channels },
          events: base.events,
          now,
          log: app.log,
        })
      : undefined;
  if (ingest) await ingest.listen(rtmpPort, config.host);
  const horns = new HornReviewer(db, im, config.live.hornReviewDelayMs, now, app.log, absolute);
  const sweep = () => sweepRedEnvelopes(db, now());
  const sweepNobility = () => sweepNobles(db, now());

  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, 'red envelope sweep failed'));
    sweepNobility().catch((error: unknown) => app.log.warn({ err: error }, 'nobility sweep failed'));
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    horns.close();
    await ingest?.close();
  });
  // After the server is listening: horns left waiting by a restart, and the media of every room.
  app.addHook('onReady', async () => {
    horns.reviewPending().catch((error: unknown) => app.log.warn({ err: error }, 'horn review failed'));
    snapshots.start(snapshotSeconds);
    if (config.live.hls.pregenerate)
      channels.pregenerate().catch((error: unknown) => app.log.warn({ err: error }, 'HLS pregeneration failed'));
  });

  await sweepNobility();
  return { im, channels, snapshots, ingest, horns, rates: new RateLimiter(now), sweepRedEnvelopes: sweep, sweepNobles: sweepNobility };
}
