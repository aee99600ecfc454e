import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { CLOCK_STRIP, ffmpegPath } from '../src/hls/media';
import { type ChannelManifest, livePlaylist, masterPlaylist, vodPlaylist } from '../src/hls/playlists';
import { testLiveConfig } from '../src/live/config';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login as passwordLogin, startApp } from './helpers';

// HLS channels: a tiny generation (4 s loop of 1 s segments, four small renditions) made by the bundled
// ffmpeg into a fresh folder, served as live playlists computed from an injected clock.

const exec = promisify(execFile);

/** What ffmpeg itself reads from a segment: codecs, picture size and duration. */
async function probe(file: string) {
  const { stderr } = await exec(ffmpegPath(), ['-hide_banner', '-i', file, '-f', 'null', '-'], { maxBuffer: 4 << 20 }).catch(
    (e: { stderr: string }) => ({ stderr: e.stderr }),
  );
  const video = /Stream #0:\d+.*Video: h264[^\n]*?, (\d+)x(\d+)/.exec(stderr);
  const audio = /Stream #0:\d+.*Audio: aac/.test(stderr);
  const frames = Number(/frame=\s*(\d+)/.exec(stderr)?.[1] ?? 0);
  return { width: Number(video?.[1]), height: Number(video?.[2]), audio, frames, stderr };
}

const attrs = (line: string) =>
  Object.fromEntries([...line.matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map((m) => [m[1], m[2]!.replace(/"/g, '')]));

describe('playlists from the clock', () => {
  const manifest: ChannelManifest = {
    loopSeconds: 4,
    segmentSeconds: 1,
    fps: 10,
    renditions: [
      {
        name: 'hd',
        width: 256,
        height: 144,
        durations: [1, 1, 1, 1],
        bandwidth: 1000,
        averageBandwidth: 900,
        codecs: 'avc1.4d401e,mp4a.40.2',
      },
    ],
  };
  const hd = manifest.renditions[0]!;

  it('given a clock → the window ends at the last complete segment and its sequence advances with time', () => {
    const at = (ms: number) => livePlaylist(manifest, hd, ms, 3);
    const t = Date.UTC(2026, 10, 22, 12, 0, 10, 500); // 10.5 s into a minute
    const seq = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
    const first = at(t);
    expect(seq(first)).toBe(t / 1000 - 0.5 - 3);
    expect(first.trim().split('\n').pop()).toBe(`${(t - 500) / 1000 - 1}.ts`);
    expect(seq(at(t + 499))).toBe(seq(first));
    expect(seq(at(t + 500))).toBe(seq(first) + 1);
    expect(seq(at(t + 7000))).toBe(seq(first) + 7);
    // Each segment's wall-clock time: N × d.
    expect(first).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(seq(first) * 1000).toISOString()}`);
  });

  it('given the loop restarting inside the window → a discontinuity before segment k·K, counted in the sequence', () => {
    const text = livePlaylist(manifest, hd, 4_002_000, 3); // segments 3999, 4000, 4001
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:3999');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:999');
    expect(text.split('\n').indexOf('#EXT-X-DISCONTINUITY')).toBe(text.split('\n').indexOf('4000.ts') - 3);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  it('given a broadcast that started 12 s earlier → the discontinuity sequence counts loop restarts from the loop before its start, one more as each leaves the window', () => {
    // hls.js walks and copies an array indexed by this number on every playlist and segment: counted
    // from 1970 (~4·10⁸ loops of 4 s here) that cost hundreds of ms before the first frame.
    const startedAtMs = 3_990_000; // segment 3990, in loop 997
    const dseq = (ms: number) => Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(livePlaylist(manifest, hd, ms, 3, { startedAtMs }))![1]);
    expect(dseq(4_002_000)).toBe(3); // window 3999–4001: restarts at 3988, 3992, 3996 are behind it
    expect(livePlaylist(manifest, hd, 4_002_000, 3, { startedAtMs })).toContain('#EXT-X-DISCONTINUITY\n');
    expect(dseq(4_003_000)).toBe(4); // 4000–4002: the restart at 4000 opens the window, its tag is gone
    expect(dseq(4_004_000)).toBe(4);
    expect(dseq(3_991_000)).toBe(1); // just after the start, the window reaching into the loop before
    const vod = vodPlaylist(manifest, hd, startedAtMs, 4_010_000, (s) => `/x/${s}.ts`);
    expect(vod).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
  });

  it('given an ended broadcast → the window stops at its end and closes; a playback is a VOD list of its segments', () => {
    expect(livePlaylist(manifest, hd, 10_000_000, 3, { endedAtMs: 9_000_000 })).toMatch(/8999\.ts\n#EXT-X-ENDLIST\n$/);
    const vod = vodPlaylist(manifest, hd, 100_000, 110_000, (s) => `/x/${s}.ts`);
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.match(/#EXTINF/g)).toHaveLength(10);
    expect(vod).toMatch(/\/x\/109\.ts\n#EXT-X-ENDLIST\n$/);
  });

  it('given the master → one variant per rendition with bandwidth, resolution, codecs and name', () => {
    expect(masterPlaylist(manifest)).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=1000,AVERAGE-BANDWIDTH=900,RESOLUTION=256x144,FRAME-RATE=10.000,CODECS="avc1.4d401e,mp4a.40.2",NAME="hd"\nhd/index.m3u8',
    );
  });
});

describe('given a server with live channels', () => {
  let db: Db;
  let arena: ArenaApp;
  let dir: string;
  let uid: number;
  const time = clock(Date.UTC(2026, 10, 22, 12, 0, 30, 250));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arena-hls-test-'));
    db = await openPglite(null);
    const live = testLiveConfig();
    arena = await startApp(db, { now: time.now, live: { ...live, hls: { ...live.hls, dir } } });
    const login = await passwordLogin(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    uid = login.data.id;
    await call(arena, 'POST', '/api/Live/startRoom', {}, login.data.token);
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => arena.app.inject({ method: 'GET', url });

  it('when the media is not made yet → 503 with Retry-After, and the room goes first in the queue', async () => {
    const res = await get(`/hls/${uid}/master.m3u8`);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect((await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid })).data.info.stream_status).toBe('preparing');
    await arena.services.live.channels.ensure(uid);
    expect((await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid })).data.info.stream_status).toBe('ready');
  });

  it('when the master is asked for → four renditions with distinct RESOLUTION and BANDWIDTH', async () => {
    const res = await get(`/hls/${uid}/master.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const variants = res.body
      .split('\n')
      .filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
      .map(attrs);
    expect(variants.map((v) => v.NAME)).toEqual(['original', 'hd', 'sd', 'smooth']);
    expect(variants.map((v) => v.RESOLUTION)).toEqual(['320x180', '256x144', '192x108', '128x72']);
    const bandwidths = variants.map((v) => Number(v.BANDWIDTH));
    expect(new Set(bandwidths).size).toBe(4);
    expect(bandwidths.every((b) => b > 0)).toBe(true);
    expect([...bandwidths].sort((a, b) => b - a)).toEqual(bandwidths);
  });

  it('when a media playlist is asked for twice, 2 s apart on the clock → its media sequence has moved by 2', async () => {
    const first = await get(`/hls/${uid}/hd/index.m3u8`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const seq = (body: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)![1]);
    expect(seq(first.body)).toBe(Math.floor(time.now() / 1000) - 3);
    time.advance(2_000);
    expect(seq((await get(`/hls/${uid}/hd/index.m3u8`)).body)).toBe(seq(first.body) + 2);
  });

  it('when every rendition’s newest segment is fetched → real H.264 + AAC of the advertised size, cacheable for good', async () => {
    const master = (await get(`/hls/${uid}/master.m3u8`)).body;
    const variants = master
      .split('\n')
      .filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
      .map(attrs);
    for (const v of variants) {
      const playlist = (await get(`/hls/${uid}/${v.NAME}/index.m3u8`)).body;
      const segment = playlist.trim().split('\n').pop()!;
      const res = await get(`/hls/${uid}/${v.NAME}/${segment}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const file = join(dir, `probe-${v.NAME}.ts`);
      writeFileSync(file, res.rawPayload);
      const media = await probe(file);
      expect(`${media.width}x${media.height}`, media.stderr).toBe(v.RESOLUTION);
      expect(media.audio).toBe(true);
      expect(media.frames).toBe(10); // 1 s at 10 fps
    }
  });

  it('when a live segment’s frames are read back → the clock strip in every rendition decodes to each frame’s wall-clock time within the loop', async () => {
    const edge = Math.floor(time.now() / 1000) - 1;
    for (const name of ['original', 'hd', 'sd', 'smooth']) {
      const res = await get(`/hls/${uid}/${name}/${edge}.ts`);
      const file = join(dir, `strip-${name}.ts`);
      writeFileSync(file, res.rawPayload);
      const { width: w, height: h } = await probe(file);
      const { stdout } = await exec(ffmpegPath(), ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
        encoding: 'buffer',
        maxBuffer: 16 << 20,
      });
      const frames = stdout.length / (w * h);
      expect(frames).toBe(10);
      for (let j = 0; j < frames; j++) {
        // The strip's middle row; each block's middle half (the reader of the video bench does the same).
        const { cells, bits, heightFraction, unitMs } = CLOCK_STRIP;
        const y = h - Math.ceil(h * heightFraction) / 2;
        const row = stdout.subarray(j * w * h + Math.floor(y) * w, j * w * h + Math.floor(y) * w + w);
        const level = (c: number) => {
          const from = Math.round((w * (c + 0.25)) / cells);
          const to = Math.round((w * (c + 0.75)) / cells);
          return row.subarray(from, to).reduce((a, b) => a + b, 0) / (to - from);
        };
        const white = level(0);
        const black = level(cells - 1);
        expect(white - black, `${name} frame ${j}`).toBeGreaterThan(128);
        const bit = (c: number) => (level(c) > (white + black) / 2 ? 1 : 0);
        let value = 0;
        let ones = 0;
        for (let i = 0; i < bits; i++) {
          value = value * 2 + bit(1 + i);
          ones += bit(1 + i);
        }
        expect(bit(bits + 1), `${name} frame ${j}: parity`).toBe(ones % 2);
        // Live segment N starts at wall-clock N·d; frame j is j/fps later; the loop is 4 s long.
        expect(value * unitMs, `${name} frame ${j}`).toBe((edge * 1000 + j * 100) % 4000);
      }
    }
  });

  it('when a segment from the future is asked for → 404', async () => {
    const edge = Math.floor(time.now() / 1000) - 1;
    expect((await get(`/hls/${uid}/hd/${edge}.ts`)).statusCode).toBe(200);
    expect((await get(`/hls/${uid}/hd/${edge + 1}.ts`)).statusCode).toBe(404);
    expect((await get(`/hls/${uid}/nope/${edge}.ts`)).statusCode).toBe(404);
  });

  it('when the development switch cuts the room’s segments for 3 s → 503, then they come back', async () => {
    const edge = Math.floor(time.now() / 1000) - 1;
    expect((await get(`/dev/hls/outage?uid=${uid}&seconds=3`)).json()).toMatchObject({ code: 0, data: { uid } });
    const cut = await get(`/hls/${uid}/hd/${edge}.ts`);
    expect(cut.statusCode).toBe(503);
    expect(cut.headers['cache-control']).toBe('no-store');
    expect((await get(`/hls/${uid}/hd/index.m3u8`)).statusCode).toBe(200);
    time.advance(3_000);
    expect((await get(`/hls/${uid}/hd/${edge}.ts`)).statusCode).toBe(200);
  });

  it('when the room ends → its playlist closes; its playback plays as VOD over the same segments', async () => {
    const login = await passwordLogin(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    await call(arena, 'POST', '/api/Live/startRoom', {}, login.data.token);
    const started = time.now();
    time.advance(5_000);
    await call(arena, 'POST', '/api/Live/endRoom', undefined, login.data.token);
    time.advance(10_000);
    const closed = (await get(`/hls/${uid}/sd/index.m3u8`)).body;
    expect(closed).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(closed).toContain(`${Math.floor((started + 5_000) / 1000) - 1}.ts`);
    const [{ id }] = (await call(arena, 'POST', '/api/Live_streaming/getLivePlaybackList', { uid })).data.data as [{ id: number }];
    const vod = await get(`/hls/playback/${id}/sd/index.m3u8`);
    expect(vod.statusCode).toBe(200);
    expect(vod.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const first = vod.body.split('\n').find((l) => l.endsWith('.ts'))!;
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(`/hls/playback/999999/master.m3u8`)).statusCode).toBe(404);
  });

  it('when a room has no broadcast at all → 404', async () => {
    await db.query('update live_rooms set islive = 0 where uid <> $1', [uid]);
    await db.query('delete from live_broadcasts where uid <> $1', [uid]);
    const [other] = await db.query<{ uid: number }>('select uid from live_rooms where uid <> $1 limit 1', [uid]);
    expect((await get(`/hls/${other!.uid}/master.m3u8`)).statusCode).toBe(404);
    expect((await get('/hls/999999/master.m3u8')).statusCode).toBe(404);
  });
});
