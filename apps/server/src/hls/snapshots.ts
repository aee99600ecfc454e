import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import type { Channels } from './channels';
import { ffmpegPath, trackChild } from './media';
import { liveRoomIds } from './rooms';

// Live thumbnails (issue 15): while a room is on air, a frame of its stream, generated or pushed, taken
// from the newest HLS segment with ffmpeg every LIVE_SNAPSHOT_SECONDS (60) and kept as a small WebP at
// /hls/<uid>/snapshot.webp. Room answers carry it as `snapshot` { url (with ?v=<at>, so a new frame is
// a new URL), width, height, at }; rooms off air or without a frame yet have null (clients show the cover).

/** Width of a snapshot; the height follows the picture (16:9 → 180). */
export const SNAPSHOT_WIDTH = 320;

export interface Snapshot {
  width: number;
  height: number;
  /** Unix seconds the frame was taken. */
  at: number;
}

type Log = { warn(obj: unknown, msg?: string): void };

/** Reads width × height of a lossy WebP (VP8 key frame header) or of a VP8L / VP8X one. */
export function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 30 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const b = bytes.readUInt32LE(21);
    return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

function grab(input: string, output: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        `scale=${SNAPSHOT_WIDTH}:-2`,
        '-c:v',
        'libwebp',
        '-quality',
        '70',
        '-f',
        'webp',
        output,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    trackChild(child);
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not permitted: normal priority
    }
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-1000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg snapshot exited with ${code}: ${stderr.trim()}`));
    });
  });
}

export class Snapshots {
  private readonly taken = new Map<number, Snapshot>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly channels: Channels,
    /** Folder of the WebP files (one per room). */
    private readonly dir: string,
    private readonly now: () => number,
    private readonly log: Log,
  ) {}

  /** The room's latest frame, or null (off air rooms: null, whatever was taken before). */
  of(uid: number, islive: number, origin: string) {
    const s = islive === 1 ? this.taken.get(uid) : undefined;
    return s ? { url: `${origin}/hls/${uid}/snapshot.webp?v=${s.at}`, width: s.width, height: s.height, at: s.at } : null;
  }

  /** Takes a frame of every live room now, then every `seconds` (0: only when asked through `refresh`). */
  start(seconds: number) {
    if (seconds <= 0) return;
    const tick = () => {
      this.refresh().catch((error: unknown) => this.log.warn({ err: error }, 'live snapshots failed'));
    };
    this.timer = setInterval(tick, seconds * 1000);
    this.timer.unref();
    tick();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** One round: a frame of each room on air (one ffmpeg at a time, at low priority). */
  async refresh(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let n = 0;
    try {
      await mkdir(this.dir, { recursive: true });
      const live = new Set(await liveRoomIds(this.db));
      for (const uid of this.taken.keys()) if (!live.has(uid)) this.taken.delete(uid);
      for (const uid of live) if (await this.take(uid)) n++;
    } finally {
      this.running = false;
    }
    return n;
  }

  /** A frame of one room; false when it has no media yet or ffmpeg failed. */
  async take(uid: number): Promise<boolean> {
    const input = await this.channels.newestSegmentFile(uid);
    if (!input) return false;
    const out = join(this.dir, `${uid}.webp`);
    const tmp = `${out}.${process.pid}.tmp`;
    try {
      await grab(input, tmp);
      const size = webpSize(await readFile(tmp));
      if (!size) throw new Error('ffmpeg made no WebP');
      await rename(tmp, out);
      this.taken.set(uid, { ...size, at: Math.floor(this.now() / 1000) });
      return true;
    } catch (error) {
      await rm(tmp, { force: true });
      this.log.warn({ uid, err: error }, 'live snapshot failed');
      return false;
    }
  }

  register(app: FastifyInstance) {
    app.addHook('onClose', async () => this.stop());
    app.get<{ Params: { uid: string } }>('/hls/:uid/snapshot.webp', async (request, reply) => {
      const uid = Number(request.params.uid);
      const body =
        Number.isInteger(uid) && this.taken.has(uid) ? await readFile(join(this.dir, `${uid}.webp`)).catch(() => undefined) : undefined;
      if (!body) return reply.code(404).header('cache-control', 'no-store').send({ code: 404, msg: 'Not found', data: null });
      // The URL in room answers changes with each frame (?v=); the bare address is the newest frame.
      return reply.type('image/webp').header('cache-control', 'public, max-age=60').send(body);
    });
  }
}
