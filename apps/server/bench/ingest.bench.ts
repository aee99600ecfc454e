// `pnpm bench` (server): RTMP ingest of one 1080p30 push transcoded into the four-rendition ladder
// (issue 15), on this machine.
//  1. Capacity: the transcoder's exact arguments (ingest/transcode.ts) on a 1080p30 FLV as fast as it
//     can go: × real time (above 1 = keeps up, with that much headroom) and CPU cores it used.
//  2. Live: a 1080p30 push (ffmpeg, as OBS would) to a server started here for BENCH_SECONDS: segments
//     made per second of wall time (1.0 = real time), the transcoder's CPU (cores, from /proc), the
//     pusher's CPU beside it, and how long after its program date-time + duration a segment appears in
//     the playlist (the server side of the latency; p50 / p95).
// Figures only; no pass/fail. RTMP port 18240.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openPglite } from '../src/db/index';
import { ffmpegPath } from '../src/hls/media';
import { transcodeArgs } from '../src/ingest/transcode';
import { liveConfigFromEnv } from '../src/live/config';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login } from '../test/helpers';
import { pushArgs, pushTestStream } from '../test/push';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RTMP_PORT = 18240;
const TICK = Number(process.env.CLK_TCK ?? 100);

/** CPU seconds (user + system) a process has used so far, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

const q = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};

const hls = liveConfigFromEnv({}, null).hls;
// Other work on the machine slows every figure but "CPU s per media s": say how busy it was.
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (2 cores)`,
);
const work = await mkdtemp(join(tmpdir(), 'arena-ingest-bench-'));

// ── 1. Capacity: a 10 s 1080p30 FLV through the transcoder as fast as it goes ──
{
  const flv = join(work, 'source.flv');
  const args = pushArgs(flv, { width: 1920, height: 1080, fps: 30, seconds: 10, kbps: 4500, preset: 'veryfast' }).filter(
    (a) => a !== '-re',
  );
  await new Promise<void>((resolve, reject) => {
    const p = spawn(ffmpegPath(), ['-y', ...args], { stdio: 'ignore' });
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`making the source failed: ${code}`))));
  });
  const out = join(work, 'capacity');
  for (const r of hls.renditions) await mkdir(join(out, r.name), { recursive: true });
  const started = performance.now();
  const child = spawn(ffmpegPath(), transcodeArgs(hls, out, 'b'), { stdio: ['pipe', 'ignore', 'inherit'] });
  child.stdin.end(await readFile(flv));
  let cpu = 0;
  const sampler = setInterval(async () => {
    cpu = Math.max(cpu, await cpuSeconds(child.pid!));
  }, 100);
  await new Promise((r) => child.once('exit', r));
  clearInterval(sampler);
  const wall = (performance.now() - started) / 1000;
  console.log('capacity: 10 s of 1080p30 (test pattern + tone) → 854×480, 640×360, 480×270, 320×180 HLS in one ffmpeg');
  console.log(
    `  ${(10 / wall).toFixed(2)}× real time (${wall.toFixed(1)} s wall), ${(cpu / wall).toFixed(2)} cores while running, ${(cpu / 10).toFixed(2)} CPU s per media s`,
  );
}

// ── 2. Live: a 1080p30 push to a server for SECONDS ──
const db = await openPglite(null);
const live = liveConfigFromEnv({ HLS_PREGENERATE: '0' }, null);
const arena = await buildApp(
  testConfig({
    live: { ...live, hls: { ...live.hls, dir: join(work, 'hls') }, ingest: { rtmpPort: RTMP_PORT, graceSeconds: 2, snapshotSeconds: 0 } },
  }),
  { db },
);
try {
  const me = await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
  const token = me.data.token as string;
  const uid = me.data.id as number;
  await call(arena, 'POST', '/api/Live/endRoom', {}, token);
  const { stream_key } = (await call(arena, 'GET', '/api/Live/getLiveUrl', undefined, token)).data;
  const push = pushTestStream(`rtmp://127.0.0.1:${RTMP_PORT}/live/${stream_key}`, {
    width: 1920,
    height: 1080,
    fps: 30,
    kbps: 4500,
    preset: 'ultrafast',
  });
  const top = join(work, 'hls', 'ingest', String(uid), hls.renditions[0]!.name, 'index.m3u8');
  // Wait for the first segment, then watch the playlist every 100 ms.
  const t0 = Date.now();
  while (!(await readFile(top, 'utf8').catch(() => ''))) {
    if (Date.now() - t0 > 30_000) throw new Error(`no segment after 30 s: ${push.stderr()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const transcoder = (await readFile(`/proc/self/task/${process.pid}/children`, 'utf8').catch(() => ''))
    .trim()
    .split(' ')
    .map(Number)
    .find((pid) => pid && pid !== push.child.pid);
  const seen = new Map<string, number>();
  const delays: number[] = [];
  const cpu0 = transcoder ? await cpuSeconds(transcoder) : Number.NaN;
  const push0 = await cpuSeconds(push.child.pid!);
  const start = Date.now();
  while (Date.now() - start < SECONDS * 1000) {
    const text = await readFile(top, 'utf8').catch(() => '');
    let pdt = Number.NaN;
    let dur = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = Date.parse(line.slice(25));
      else if (line.startsWith('#EXTINF:')) dur = Number.parseFloat(line.slice(8));
      else if (line.endsWith('.ts')) {
        if (!seen.has(line)) {
          seen.set(line, Date.now());
          if (Date.now() - start > 500) delays.push(Date.now() - (pdt + dur * 1000));
        }
        pdt += dur * 1000;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const wall = (Date.now() - start) / 1000;
  const cpu = transcoder ? (await cpuSeconds(transcoder)) - cpu0 : Number.NaN;
  const pushCpu = (await cpuSeconds(push.child.pid!)) - push0;
  const made = [...seen.values()].filter((t) => t >= start + 500).length;
  console.log(`\nlive: a 1080p30 push (x264 ultrafast 4.5 Mbit/s, the pusher on this machine too) for ${SECONDS} s`);
  console.log(`  ${(made / (wall - 0.5)).toFixed(2)} segments of 1 s per second of wall time (1.00 = keeps real time)`);
  console.log(
    `  transcoder CPU ${(cpu / wall).toFixed(2)} cores (of 2), ${(cpu / Math.max(1, made)).toFixed(2)} CPU s per media s; the pusher ${(pushCpu / wall).toFixed(2)} cores`,
  );
  console.log(
    `  a segment is listed ${(q(delays, 0.5) / 1000).toFixed(2)} s (p50), ${(q(delays, 0.95) / 1000).toFixed(2)} s (p95) after its program date-time + duration`,
  );
  console.log(`  room live: ${(await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid })).data.info.islive === 1}`);
  await push.stop();
} finally {
  await arena.close();
  await db.close();
  await rm(work, { recursive: true, force: true });
}
