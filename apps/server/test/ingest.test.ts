import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { ffmpegPath } from '../src/hls/media';
import { webpSize } from '../src/hls/snapshots';
import { testLiveConfig } from '../src/live/config';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login as passwordLogin, startApp, type TestDb, variants } from './helpers';
import { pushTestStream, type TestPush } from './push';

// RTMP ingest (issue 15): a test stream pushed with ffmpeg as OBS would (H.264 + AAC in FLV) to the
// server's RTMP port with the streamer's key takes the room live and plays at /hls/<uid>/ in the four
// renditions; a wrong key is refused; a stopped push ends the room after the grace (2 s here); a reset
// key drops the push using the old one and refuses it from then on. On PGlite and PostgreSQL.

const exec = promisify(execFile);

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 250 ms until it answers something truthy (or fails after `ms`). */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What ffmpeg reads from a segment: the picture size and whether there is AAC audio. */
async function probe(file: string) {
  const { stderr } = await exec(ffmpegPath(), ['-hide_banner', '-i', file, '-f', 'null', '-'], { maxBuffer: 4 << 20 }).catch(
    (e: { stderr: string }) => ({ stderr: e.stderr }),
  );
  const video = /Stream #0:\d+.*Video: h264[^\n]*?, (\d+)x(\d+)/.exec(stderr);
  return { width: Number(video?.[1]), height: Number(video?.[2]), audio: /Stream #0:\d+.*Audio: aac/.test(stderr) };
}

const login = async (arena: ArenaApp, index: number) => {
  const res = await passwordLogin(arena, DEMO_ACCOUNTS[index]!.mobile, DEMO_ACCOUNTS[index]!.password);
  return { id: res.data.id as number, token: res.data.token as string };
};

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`RTMP ingest on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let anchor: { id: number; token: string };
    let port: number;
    const pushes: TestPush[] = [];
    const airEvents: { uid: number; islive: number }[] = [];
    const live = testLiveConfig();

    const push = (key: string) => {
      const p = pushTestStream(`rtmp://127.0.0.1:${port}/live/${key}`, { width: 320, height: 180, fps: 15, kbps: 300 });
      pushes.push(p);
      return p;
    };
    const islive = async () => (await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: anchor.id })).data.info.islive as number;
    const get = (url: string) => arena.app.inject({ method: 'GET', url });
    const liveUrl = async () => (await call(arena, 'GET', '/api/Live/getLiveUrl', undefined, anchor.token)).data;
    /** Waits for the room to be live and its pushed stream to play: the master playlist, a segment in every rendition. */
    const playing = () =>
      until('the room live, playing the pushed stream', async () => {
        if ((await islive()) !== 1) return false;
        const master = await get(`/hls/${anchor.id}/master.m3u8`);
        if (master.statusCode !== 200) return false;
        for (const r of live.hls.renditions) {
          const list = await get(`/hls/${anchor.id}/${r.name}/index.m3u8`);
          if (list.statusCode !== 200 || !/\.ts$/m.test(list.body)) return false;
        }
        return master.body;
      });

    beforeAll(async () => {
      store = await variant.open();
      port = await freePort();
      arena = await startApp(store.db, { live: { ...live, ingest: { rtmpPort: port, graceSeconds: 2, snapshotSeconds: 0 } } });
      arena.services.events.on('roomLive', (e) => airEvents.push(e));
      anchor = await login(arena, 1);
      // The demo streamer's room starts off air: the push is what takes it live.
      await call(arena, 'POST', '/api/Live/endRoom', {}, anchor.token);
      airEvents.length = 0;
    });
    afterAll(async () => {
      await Promise.all(pushes.map((p) => p.stop()));
      await arena?.close();
      await store?.drop();
    });

    it('given getLiveUrl → the RTMP address of this server and the room key', async () => {
      const data = await liveUrl();
      expect(data.push_url).toMatch(new RegExp(`^rtmp://[^/]+:${port}/live$`));
      expect(data.stream_key).toMatch(/^[0-9a-f]{24}$/);
      expect(data.pull).toMatch(new RegExp(`/hls/${anchor.id}/master\\.m3u8$`));
    });

    it('given a push with a wrong key → refused: the pusher is cut off and the room stays off air', async () => {
      const wrong = push('0123456789abcdef01234567');
      const code = await wrong.exited;
      expect(code).not.toBe(0);
      expect(await islive()).toBe(0);
      expect((await get(`/hls/${anchor.id}/master.m3u8`)).statusCode).not.toBe(200);
    });

    it('given a push with the key → the room goes live and plays the pushed picture in the four renditions; stopped → off air after the grace', async () => {
      const { stream_key } = await liveUrl();
      const p = push(stream_key);
      try {
        await checkPlaying();
      } finally {
        await p.stop();
      }
      // Within the grace the room stays on air (OBS reconnects by itself)…
      expect(await islive()).toBe(1);
      // …then it ends as endRoom ends it.
      await until('the room to end after the grace', async () => (await islive()) === 0, 15_000);
      expect(airEvents).toContainEqual({ uid: anchor.id, islive: 0 });
      const after = (await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: -1, limit: 100 })).data.data as { uid: number }[];
      expect(after.map((r) => r.uid)).not.toContain(anchor.id);
    });

    async function checkPlaying() {
      const master = await playing();
      expect(await islive()).toBe(1);
      expect(airEvents).toContainEqual({ uid: anchor.id, islive: 1 });
      // The same ladder as the generated channels, best first.
      const variantsListed = [...master.matchAll(/RESOLUTION=(\d+)x(\d+)[^\n]*NAME="(\w+)"/g)].map((m) => `${m[3]} ${m[1]}x${m[2]}`);
      expect(variantsListed).toEqual(live.hls.renditions.map((r) => `${r.name} ${r.width}x${r.height}`));
      // A segment of each rendition: H.264 at the rendition's size, with AAC.
      for (const r of live.hls.renditions) {
        const list = (await get(`/hls/${anchor.id}/${r.name}/index.m3u8`)).body;
        expect(list).toContain('#EXT-X-PROGRAM-DATE-TIME');
        const segment = list.trim().split('\n').pop()!;
        const res = await get(`/hls/${anchor.id}/${r.name}/${segment}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('video/mp2t');
        const file = join(tmpdir(), `arena-ingest-${process.pid}-${r.name}.ts`);
        await writeFile(file, res.rawPayload);
        expect(await probe(file)).toEqual({ width: r.width, height: r.height, audio: true });
      }
      // The room lists show it live, with a frame of the push once a snapshot is taken.
      expect(await arena.services.live.snapshots.take(anchor.id)).toBe(true);
      const rows = (await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: -1, limit: 100 })).data.data as {
        uid: number;
        snapshot: { url: string; width: number; height: number } | null;
      }[];
      const row = rows.find((r) => r.uid === anchor.id);
      expect(row?.snapshot).toMatchObject({ width: 320, height: 180 });
      const image = await get(new URL(row!.snapshot!.url).pathname);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(webpSize(image.rawPayload)).toEqual({ width: 320, height: 180 });
    }

    it('given a push that stops and resumes within the grace → the room stays on air', async () => {
      const { stream_key } = await liveUrl();
      const first = push(stream_key);
      await playing();
      airEvents.length = 0;
      await first.stop();
      const second = push(stream_key);
      await until('the resumed push', async () => arena.services.live.ingest!.pushing(anchor.id));
      await new Promise((r) => setTimeout(r, 3_000)); // longer than the grace
      expect(await islive()).toBe(1);
      expect(airEvents.filter((e) => e.islive === 0)).toEqual([]);
      await second.stop();
      await until('the room to end after the grace', async () => (await islive()) === 0, 15_000);
    });

    it('given resetStreamKey → a new key; the push with the old one is dropped and the old key is refused', async () => {
      const old = (await liveUrl()).stream_key as string;
      const p = push(old);
      await playing();
      const reset = await call(arena, 'POST', '/api/Live/resetStreamKey', {}, anchor.token);
      expect(reset.code).toBe(0);
      expect(reset.data.stream_key).toMatch(/^[0-9a-f]{24}$/);
      expect(reset.data.stream_key).not.toBe(old);
      expect((await liveUrl()).stream_key).toBe(reset.data.stream_key);
      // The ongoing push is cut off.
      expect(await p.exited).not.toBe(0);
      // The old key no longer publishes.
      const again = push(old);
      expect(await again.exited).not.toBe(0);
      expect(arena.services.live.ingest!.pushing(anchor.id)).toBe(false);
      // The new one does.
      const fresh = push(reset.data.stream_key);
      await until('the push with the new key', async () => arena.services.live.ingest!.pushing(anchor.id));
      await fresh.stop();
    });
  });
}
