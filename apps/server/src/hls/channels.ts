import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/index';
import { INGEST_AUDIO_KBPS, INGEST_SEGMENT } from '../ingest/transcode';
import { type HlsConfig, hlsDir, type Rendition } from '../live/config';
import { type ChannelSource, channelDir, generateChannel, readManifest } from './media';
import { type ChannelManifest, liveEdge, livePlaylist, M3U8, masterPlaylist, vodPlaylist } from './playlists';
import { airState, broadcastById, roomsByPriority, streamerName } from './rooms';

/** Longest playback served as one VOD playlist (3 hours). */
const MAX_PLAYBACK_SECONDS = 3 * 3600;

interface RoomState {
  islive: boolean;
  label: string;
  /** Start of the latest broadcast (ms): its playlists count loop restarts from there. */
  startedAtMs: number | undefined;
  /** End of the latest broadcast (ms), when the room is off air. */
  endedAtMs: number | undefined;
  at: number;
}

/** A room being pushed to (RTMP ingest): its HLS folder, one sub-folder per rendition. */
export interface IngestFeed {
  dir: string;
  renditions: Rendition[];
}

/** The master playlist of a pushed stream: the same variants, bandwidth from the encoder's caps. */
function ingestMaster(feed: IngestFeed): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of feed.renditions) {
    const bandwidth = (r.maxrateKbps + INGEST_AUDIO_KBPS) * 1000;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="avc1.4d401e,mp4a.40.2",NAME="${r.name}"`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The newest segment file listed in a media playlist of ffmpeg's, or undefined. */
function newestSegment(playlist: string): string | undefined {
  const uris = playlist.split('\n').filter((l) => l && !l.startsWith('#'));
  return uris[uris.length - 1];
}

/**
 * The live channels: which rooms' media is ready, a queue that generates the rest one at a time (a
 * room somebody asks for goes first), and the /hls routes. Playlists are computed per request from
 * the clock; segments are read from the cache.
 */
export class Channels {
  private readonly ready = new Map<number, ChannelManifest>();
  private readonly dirs = new Map<number, string>();
  private readonly pending = new Map<number, Promise<ChannelManifest>>();
  private readonly queue: number[] = [];
  private readonly failed = new Map<number, string>();
  private running = false;
  private closed = false;
  private readonly outages = new Map<number, number>();
  private readonly states = new Map<number, RoomState>();
  private readonly root: string;
  /** Rooms being pushed to now: served from the push's HLS instead of the generated media. */
  private readonly feeds = new Map<number, IngestFeed>();
  /** The latest push folder of each room: its segments stay reachable for players a little behind. */
  private readonly feedDirs = new Map<number, string>();

  constructor(
    private readonly db: Db,
    private readonly config: HlsConfig,
    private readonly now: () => number,
    private readonly log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void },
  ) {
    this.root = hlsDir(config);
  }

  /** Whether a room's media is generated (getRoomInfo's `stream_status`), or its push has a playlist. */
  isReady(uid: number): boolean {
    const feed = this.feeds.get(uid);
    if (feed) return existsSync(join(feed.dir, feed.renditions[0]!.name, 'index.m3u8'));
    return this.ready.has(uid);
  }

  /** A push starts (`feed`) or is over (undefined): the room's /hls addresses follow it. */
  useIngest(uid: number, feed: IngestFeed | undefined) {
    if (feed) {
      this.feeds.set(uid, feed);
      this.feedDirs.set(uid, feed.dir);
    } else this.feeds.delete(uid);
    this.invalidate(uid);
  }

  /**
   * A file holding the room's newest picture, for its snapshot: the newest segment of the push's top
   * rendition, or the generated loop's segment now live. Undefined when the room has neither yet.
   */
  async newestSegmentFile(uid: number): Promise<string | undefined> {
    const feed = this.feeds.get(uid);
    if (feed) {
      const top = join(feed.dir, feed.renditions[0]!.name);
      const list = await readFile(join(top, 'index.m3u8'), 'utf8').catch(() => '');
      const name = newestSegment(list);
      return name ? join(top, name) : undefined;
    }
    const manifest = this.ready.get(uid);
    const dir = this.dirs.get(uid);
    const top = manifest?.renditions[0];
    if (!manifest || !dir || !top) return undefined;
    const k = liveEdge(this.now(), manifest.segmentSeconds) % top.durations.length;
    return join(dir, top.name, `${k}.ts`);
  }

  /** Queues every room for generation in the background (after start, `pregenerate`). */
  async pregenerate(): Promise<void> {
    const rooms = await roomsByPriority(this.db);
    for (const r of rooms) void this.ensure(r.uid, false).catch(() => undefined);
  }

  /** The room's media, generating it if needed; `urgent` moves the room to the front of the queue. */
  ensure(uid: number, urgent = true): Promise<ChannelManifest> {
    const done = this.ready.get(uid);
    if (done) return Promise.resolve(done);
    let promise = this.pending.get(uid);
    if (!promise) {
      promise = new Promise<ChannelManifest>((resolve, reject) => {
        this.waiters.set(uid, { resolve, reject });
      });
      promise.catch(() => undefined);
      this.pending.set(uid, promise);
      this.failed.delete(uid);
      this.queue.push(uid);
    }
    if (urgent) {
      const i = this.queue.indexOf(uid);
      if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
    }
    void this.pump();
    return promise;
  }

  private readonly waiters = new Map<number, { resolve(m: ChannelManifest): void; reject(e: unknown): void }>();

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const uid = this.queue.shift()!;
        const waiter = this.waiters.get(uid);
        try {
          const source = await this.source(uid);
          const dir = channelDir(this.config, this.root, source);
          const cached = await readManifest(dir);
          const started = Date.now();
          const manifest = cached ?? (await generateChannel(this.config, this.root, source));
          if (!cached) this.log.info({ uid, ms: Date.now() - started }, 'HLS channel generated');
          this.dirs.set(uid, dir);
          this.ready.set(uid, manifest);
          waiter?.resolve(manifest);
        } catch (error) {
          this.failed.set(uid, String(error));
          this.log.warn({ uid, err: error }, 'HLS channel generation failed');
          waiter?.reject(error);
        } finally {
          this.waiters.delete(uid);
          this.pending.delete(uid);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async source(uid: number): Promise<ChannelSource> {
    const name = await streamerName(this.db, uid);
    if (name === undefined) throw new Error(`no room ${uid}`);
    return { uid, label: `${name} · #${uid}` };
  }

  /** Room state for playlists, cached for a second: every viewer reloads the playlist every segment. */
  private async state(uid: number): Promise<RoomState | undefined> {
    const now = this.now();
    const cached = this.states.get(uid);
    if (cached && now - cached.at < 1_000) return cached;
    const row = await airState(this.db, uid);
    if (!row) return undefined;
    const ms = (t: string | null) => (t == null ? undefined : Number(t) * 1000);
    const state = {
      islive: row.islive === 1,
      label: row.user_nickname,
      startedAtMs: ms(row.starttime),
      endedAtMs: ms(row.endtime),
      at: now,
    };
    this.states.set(uid, state);
    return state;
  }

  /** Forget a room's cached state (start / end of a broadcast changes it at once). */
  invalidate(uid: number) {
    this.states.delete(uid);
  }

  /** Development switch: the room's segments answer 503 until then (the player's recovery bench). */
  outage(uid: number, seconds: number): number {
    const until = this.now() + seconds * 1000;
    this.outages.set(uid, until);
    return until;
  }

  register(app: FastifyInstance, devRoutes: boolean) {
    app.addHook('onClose', async () => {
      this.closed = true;
    });
    const notFound = (reply: FastifyReply) =>
      reply.code(404).header('cache-control', 'no-store').send({ code: 404, msg: 'Not found', data: null });
    /** Media not generated yet (first start): try again shortly; the room is now first in the queue. */
    const preparing = (reply: FastifyReply, uid: number) => {
      void this.ensure(uid).catch(() => undefined);
      return reply
        .code(503)
        .header('retry-after', '2')
        .header('cache-control', 'no-store')
        .send({ code: 503, msg: 'The stream is being prepared', data: null });
    };
    /** A push has begun and ffmpeg has not written its first segment yet. */
    const pushStarting = (reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ code: 503, msg: 'The stream is starting', data: null });
    const playlist = (reply: FastifyReply, body: string, cache: string) => reply.type(M3U8).header('cache-control', cache).send(body);

    app.get<{ Params: { uid: string } }>('/hls/:uid/master.m3u8', async (request, reply) => {
      const uid = Number(request.params.uid);
      const state = Number.isInteger(uid) ? await this.state(uid) : undefined;
      // Off air and never broadcast: nothing to play.
      if (!state || (!state.islive && state.endedAtMs === undefined)) return notFound(reply);
      const feed = this.feeds.get(uid);
      if (feed) return this.isReady(uid) ? playlist(reply, ingestMaster(feed), 'public, max-age=10') : pushStarting(reply);
      const manifest = this.ready.get(uid);
      if (!manifest) return preparing(reply, uid);
      return playlist(reply, masterPlaylist(manifest), 'public, max-age=10');
    });

    app.get<{ Params: { uid: string; rendition: string } }>('/hls/:uid/:rendition/index.m3u8', async (request, reply) => {
      const uid = Number(request.params.uid);
      const state = Number.isInteger(uid) ? await this.state(uid) : undefined;
      if (!state || (!state.islive && state.endedAtMs === undefined)) return notFound(reply);
      const feed = this.feeds.get(uid);
      if (feed) {
        if (!feed.renditions.some((r) => r.name === request.params.rendition)) return notFound(reply);
        const body = await readFile(join(feed.dir, request.params.rendition, 'index.m3u8'), 'utf8').catch(() => undefined);
        return body ? playlist(reply, body, 'no-cache') : pushStarting(reply);
      }
      const manifest = this.ready.get(uid);
      if (!manifest) return preparing(reply, uid);
      const rendition = manifest.renditions.find((r) => r.name === request.params.rendition);
      if (!rendition) return notFound(reply);
      // A live playlist changes every segment: clients must always revalidate.
      const broadcast = { startedAtMs: state.startedAtMs, endedAtMs: state.islive ? undefined : state.endedAtMs };
      return playlist(reply, livePlaylist(manifest, rendition, this.now(), this.config.window, broadcast), 'no-cache');
    });

    app.get<{ Params: { uid: string; rendition: string; seq: string } }>('/hls/:uid/:rendition/:seq', async (request, reply) => {
      const uid = Number(request.params.uid);
      const pushed = INGEST_SEGMENT.exec(request.params.seq);
      if (pushed && Number.isInteger(uid)) {
        // A pushed stream's segment: a new name per push and number, so it never changes either.
        const dir = this.feedDirs.get(uid);
        if (!dir || !this.config.renditions.some((r) => r.name === request.params.rendition)) return notFound(reply);
        const body = await readFile(join(dir, request.params.rendition, request.params.seq)).catch(() => undefined);
        if (!body) return notFound(reply);
        return reply.type('video/mp2t').header('cache-control', 'public, max-age=31536000, immutable').send(body);
      }
      const match = /^(\d{1,12})\.ts$/.exec(request.params.seq);
      if (!Number.isInteger(uid) || !match) return notFound(reply);
      const seq = Number(match[1]);
      const until = this.outages.get(uid);
      if (until !== undefined) {
        if (this.now() < until)
          return reply
            .code(503)
            .header('cache-control', 'no-store')
            .send({ code: 503, msg: 'Segment outage (development switch)', data: null });
        this.outages.delete(uid);
      }
      const manifest = this.ready.get(uid);
      const rendition = manifest?.renditions.find((r) => r.name === request.params.rendition);
      // Only segments that have happened exist.
      if (!manifest || !rendition || seq > liveEdge(this.now(), manifest.segmentSeconds)) return notFound(reply);
      const k = seq % rendition.durations.length;
      const body = await readFile(join(this.dirs.get(uid)!, rendition.name, `${k}.ts`)).catch(() => undefined);
      if (!body) return notFound(reply);
      // A segment number always has the same bytes: cache it for good.
      return reply.type('video/mp2t').header('cache-control', 'public, max-age=31536000, immutable').send(body);
    });

    // ── Playbacks: a past broadcast as VOD over the same segments ──
    const broadcast = async (id: number) => {
      const b = await broadcastById(this.db, id);
      if (!b || b.endtime == null) return undefined;
      const start = Number(b.starttime);
      const end = Math.min(Number(b.endtime), start + MAX_PLAYBACK_SECONDS);
      return { uid: b.uid, startMs: start * 1000, endMs: end * 1000 };
    };
    app.get<{ Params: { id: string } }>('/hls/playback/:id/master.m3u8', async (request, reply) => {
      const b = Number.isInteger(Number(request.params.id)) ? await broadcast(Number(request.params.id)) : undefined;
      if (!b) return notFound(reply);
      const manifest = this.ready.get(b.uid);
      if (!manifest) return preparing(reply, b.uid);
      return playlist(reply, masterPlaylist(manifest), 'public, max-age=3600');
    });
    app.get<{ Params: { id: string; rendition: string } }>('/hls/playback/:id/:rendition/index.m3u8', async (request, reply) => {
      const b = Number.isInteger(Number(request.params.id)) ? await broadcast(Number(request.params.id)) : undefined;
      if (!b) return notFound(reply);
      const manifest = this.ready.get(b.uid);
      if (!manifest) return preparing(reply, b.uid);
      const rendition = manifest.renditions.find((r) => r.name === request.params.rendition);
      if (!rendition) return notFound(reply);
      const body = vodPlaylist(manifest, rendition, b.startMs, b.endMs, (seq) => `/hls/${b.uid}/${rendition.name}/${seq}.ts`);
      return playlist(reply, body, 'public, max-age=3600');
    });

    if (devRoutes) {
      // Development only (config.devRoutes: absent when NODE_ENV=production unless DEV_ROUTES=1): `GET|POST /dev/hls/outage?uid=2&seconds=3`.
      app.route<{ Querystring: { uid?: string; seconds?: string } }>({
        method: ['GET', 'POST'],
        url: '/dev/hls/outage',
        handler: async (request, reply) => {
          const uid = Number(request.query.uid);
          const seconds = Number(request.query.seconds ?? 3);
          if (!Number.isInteger(uid) || !(seconds > 0 && seconds <= 600))
            return reply.code(400).send({ code: 1, msg: 'uid (integer) and seconds (0 < s ≤ 600) are required', data: null });
          return { code: 0, msg: 'ok', data: { uid, until: this.outage(uid, seconds) } };
        },
      });
    }
  }
}
