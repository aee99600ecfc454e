import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/index';
import type { Channels } from '../hls/channels';
import type { ImHub } from '../im/hub';
import { announceAir } from '../live/air';
import { endBroadcast, startBroadcast } from '../live/broadcasts';
import type { HlsConfig, IngestConfig } from '../live/config';
import { roomOfStreamKey } from '../live/rooms';
import type { ServerEventBus } from '../services/events';
import { unix } from '../time';
import { RtmpListener } from './rtmp';
import { startTranscoder, type Transcoder } from './transcode';

// RTMP ingest (issue 15): OBS pushes to rtmp://<host>:<RTMP_PORT>/live with the streamer's stream key.
// A push with a known key takes the room live (as Live/startRoom does) and is transcoded into the same
// HLS ladder at the room's /hls/<uid>/ address (hls/channels.ts serves it instead of the generated
// media while the push lasts). When the push stops, the room stays live for INGEST_GRACE_SECONDS in
// case the streamer comes back (OBS reconnects on its own), then ends as Live/endRoom ends it.

/** What the handlers see of ingest (LiveServices.ingest). */
export interface Ingest {
  /** `rtmp://<host of origin>:<port>/live`: OBS's "Server" field. */
  pushUrl(origin: string): string;
  /** Drops the room's push, if any (its key was reset). */
  drop(uid: number): void;
  /** Whether the room is being pushed to now. */
  pushing(uid: number): boolean;
}

interface Push {
  key: string;
  tag: string;
  transcoder: Transcoder;
  drop: () => void;
}

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export class IngestServer implements Ingest {
  private readonly listener: RtmpListener<{ uid: number; user_nickname: string }>;
  private readonly pushes = new Map<number, Push>();
  private readonly graces = new Map<number, NodeJS.Timeout>();
  private port = 0;
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      hls: HlsConfig;
      ingest: IngestConfig;
      /** Folder of the pushed streams' HLS: <root>/<uid>/<rendition>/. */
      root: string;
      live: { im: ImHub; channels: Channels };
      events: ServerEventBus;
      now: () => number;
      log: Log;
    },
  ) {
    this.listener = new RtmpListener({
      log: deps.log,
      authorize: async (app, key) => (app === 'live' && !this.closed ? roomOfStreamKey(deps.db, key) : undefined),
      onPublish: ({ key, owner }, drop) => this.begin(owner, key, drop),
    });
  }

  /** Listens on RTMP_PORT at `host`; answers the port (a free one when asked for 0 in tests). */
  async listen(port: number, host: string): Promise<number> {
    this.port = await this.listener.listen(port, host);
    this.deps.log.info({ port: this.port }, 'RTMP ingest listening');
    return this.port;
  }

  pushUrl(origin: string): string {
    return `rtmp://${new URL(origin).hostname}:${this.port}/live`;
  }

  pushing(uid: number): boolean {
    return this.pushes.has(uid);
  }

  drop(uid: number): void {
    this.pushes.get(uid)?.drop();
  }

  /** A push with a valid key arrived: transcode it and put the room on air. */
  private begin(owner: { uid: number; user_nickname: string }, key: string, drop: () => void) {
    const { uid } = owner;
    const { hls, live, events, log } = this.deps;
    clearTimeout(this.graces.get(uid));
    this.graces.delete(uid);
    // One push per room: a second one (another key of the same room cannot exist) replaces the first.
    this.pushes.get(uid)?.drop();
    const dir = join(this.deps.root, String(uid));
    const tag = Date.now().toString(36) + randomBytes(2).toString('hex');
    let transcoder: Transcoder | undefined;
    let pending: Buffer[] | null = [];
    // The folders are made before ffmpeg starts; the bytes that arrive meanwhile wait.
    const ready = (async () => {
      await rm(dir, { recursive: true, force: true });
      for (const r of hls.renditions) await mkdir(join(dir, r.name), { recursive: true });
      if (this.closed) return;
      transcoder = startTranscoder(hls, dir, tag, log);
      for (const chunk of pending ?? []) transcoder.write(chunk);
      pending = null;
      live.channels.useIngest(uid, { dir, renditions: hls.renditions });
      const push: Push = { key, tag, transcoder, drop };
      this.pushes.set(uid, push);
      const wasLive = await startBroadcast(
        this.deps.db,
        { id: uid, user_nickname: owner.user_nickname },
        { title: undefined, type: undefined, thumb: undefined, matchId: undefined },
        unix(this.deps.now()),
      );
      announceAir(live, events, uid, 1, !wasLive);
      log.info({ uid }, 'RTMP push started: room on air');
    })();
    ready.catch((error: unknown) => {
      log.warn({ uid, err: error }, 'RTMP push could not start');
      drop();
    });
    return {
      write: (chunk: Buffer) => {
        if (transcoder) transcoder.write(chunk);
        else pending?.push(chunk);
      },
      end: () => {
        void ready.finally(() => {
          void transcoder?.stop();
          this.end(uid, tag);
        });
      },
    };
  }

  /** The push stopped: ffmpeg finishes, and the room ends after the grace unless a push resumes. */
  private end(uid: number, tag: string) {
    const push = this.pushes.get(uid);
    if (!push || push.tag !== tag) return;
    this.pushes.delete(uid);
    this.deps.log.info({ uid, graceSeconds: this.deps.ingest.graceSeconds }, 'RTMP push stopped');
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.graces.delete(uid);
      if (this.pushes.has(uid)) return;
      this.deps.live.channels.useIngest(uid, undefined);
      void this.offAir(uid);
    }, this.deps.ingest.graceSeconds * 1000);
    timer.unref();
    this.graces.set(uid, timer);
  }

  private async offAir(uid: number) {
    const { db, live, events, log, now } = this.deps;
    try {
      const ended = await endBroadcast(db, uid, unix(now()), () => live.im.memberCount(String(uid)));
      announceAir(live, events, uid, 0, ended);
      if (ended) log.info({ uid }, 'RTMP push did not resume: room off air');
    } catch (error) {
      log.warn({ uid, err: error }, 'ending the room after its push failed');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.graces.values()) clearTimeout(timer);
    this.graces.clear();
    const stopping = [...this.pushes.values()].map((p) => p.transcoder.stop(1_000));
    this.pushes.clear();
    await this.listener.close();
    await Promise.all(stopping);
  }
}
