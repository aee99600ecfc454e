import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { HlsConfig } from '../live/config';
import type { ChannelManifest, RenditionManifest } from './playlists';

// Test media for each room's channel: a moving test pattern (ffmpeg's testsrc2) with the room's name,
// the rendition and a burned-in clock, plus a short beep on every whole second, encoded once into a
// loop of MPEG-TS segments per rendition and cached in the data folder.
//
// The clock is the frame's position in the loop. Live segment N plays loop segment N mod K and starts at
// wall-clock N·d (playlists.ts), so with a loop that divides a minute the clock drawn in a frame is the
// wall-clock time, seconds within the UTC minute, at which that frame is live: latency can be read off
// the picture. It is drawn twice: digits for people (seconds.milliseconds) and a strip of blocks along
// the bottom edge for machines (CLOCK_STRIP below; the video bench decodes it from a <canvas>).

const VERSION = 4; // bump when the picture or the encoding changes: the cache key changes with it

/**
 * The machine-readable clock: a full-width strip at the bottom of the picture, `cells` equal blocks
 * left to right: white (a reference), the loop time in centiseconds as `bits` bits, most significant
 * first (white = 1), their even parity bit, black (a reference). Drawn before scaling, so it spans the
 * whole width in every rendition; a reader samples each block's centre and splits at the midpoint of
 * the two reference blocks. Mirrored by apps/web/bench/video.bench.ts.
 */
export const CLOCK_STRIP = { cells: 16, bits: 13, heightFraction: 1 / 12, unitMs: 10 } as const;

const require = createRequire(import.meta.url);

/** The ffmpeg binary shipped by @ffmpeg-installer/ffmpeg (or FFMPEG_PATH). */
export function ffmpegPath(): string {
  const path = process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    // pnpm does not run the package's postinstall (chmod u+x) unless allowed; do its job here.
    chmodSync(path, 0o755);
  }
  return path;
}

// Fonts with CJK glyphs first (room names are Chinese), then Latin ones; Debian paths of
// fonts-noto-cjk (what .ci/run installs), WenQuanYi, Droid, DejaVu, Liberation.
const FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

let fontCache: string | null | undefined;
/** A font file for drawtext, found at run time: HLS_FONT, the list above, then fontconfig's pick. */
export function findFont(): string | null {
  if (fontCache !== undefined) return fontCache;
  const candidates = [process.env.HLS_FONT, ...FONT_CANDIDATES].filter((f): f is string => !!f);
  fontCache = candidates.find((f) => existsSync(f)) ?? null;
  if (!fontCache) {
    try {
      const picked = execFileSync('fc-match', ['-f', '%{file}', 'sans:lang=zh-cn'], { encoding: 'utf8', timeout: 5_000 }).trim();
      fontCache = picked && existsSync(picked) ? picked : null;
    } catch {
      fontCache = null; // no fontconfig: the pattern and its own timecode still play, without our text
    }
  }
  return fontCache;
}

export interface ChannelSource {
  uid: number;
  /** Text burned into the picture: the streamer's name and the room. */
  label: string;
}

export function cacheKey(config: HlsConfig, source: ChannelSource, font: string | null): string {
  const h = createHash('sha256')
    .update(
      JSON.stringify({
        VERSION,
        loop: config.loopSeconds,
        seg: config.segmentSeconds,
        fps: config.fps,
        crf: config.crf,
        r: config.renditions,
        label: source.label,
        font,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return `${source.uid}-${h}`;
}

/** drawtext's own escaping: the expression text is inside a filter graph inside an argument. */
const clockText = '%{eif\\:floor(t)\\:d\\:2}.%{eif\\:mod(floor(t*1000)\\,1000)\\:d\\:3}';

/**
 * The strip of CLOCK_STRIP as drawbox filters: a black bar, the white reference, and one white block
 * per set bit, switched per frame by a timeline expression (cheap: no per-pixel expression).
 */
function clockStrip(config: HlsConfig): string {
  const { cells, bits, heightFraction, unitMs } = CLOCK_STRIP;
  // The clock means "seconds within the UTC minute" only when the loop divides a minute.
  if (60 % config.loopSeconds !== 0)
    throw new Error(`the loop (${config.loopSeconds} s) must divide a minute for its clock to show wall-clock time`);
  if ((config.loopSeconds * 1000) / unitMs > 2 ** bits)
    throw new Error(`a ${config.loopSeconds} s loop does not fit the ${bits}-bit clock strip`);
  const h = `ceil(ih*${heightFraction})`;
  const box = (cell: number, color: string, enable?: string) =>
    `,drawbox=x=floor(iw*${cell}/${cells}):y=ih-${h}:w=ceil(iw/${cells}):h=${h}:color=${color}:t=fill${enable ? `:enable='${enable}'` : ''}`;
  // The loop time in units; the epsilon keeps n/fps·100 from flooring to the unit below.
  const value = `floor(t*${1000 / unitMs}+0.0001)`;
  const bit = (i: number) => `mod(floor(${value}/${2 ** i})\\,2)`;
  const parts = [`,drawbox=x=0:y=ih-${h}:w=iw:h=${h}:color=black:t=fill`, box(0, 'white')];
  for (let i = 0; i < bits; i++) parts.push(box(1 + i, 'white', bit(bits - 1 - i)));
  const parity = `mod(${Array.from({ length: bits }, (_, i) => bit(i)).join('+')}\\,2)`;
  parts.push(box(bits + 1, 'white', parity));
  return parts.join('');
}

function filterGraph(config: HlsConfig, font: string | null, labelFile: string): string {
  const text = (file: string, opts: string) => (font ? `,drawtext=fontfile='${font}':${file}:${opts}` : '');
  const base =
    `[0:v]null` +
    clockStrip(config) +
    text(`textfile='${labelFile}'`, 'x=w/36:y=h/20:fontsize=h/14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6') +
    text(`text='${clockText}'`, 'x=(w-tw)/2:y=h-th-h/10:fontsize=h/6:fontcolor=yellow:box=1:boxcolor=black@0.7:boxborderw=8');
  const n = config.renditions.length;
  const parts = [`${base},split=${n}${config.renditions.map((_, i) => `[s${i}]`).join('')}`];
  config.renditions.forEach((r, i) => {
    // Each rendition names itself in the picture, so a quality switch can be seen.
    const scaled = i === 0 ? `[s${i}]null` : `[s${i}]scale=${r.width}:${r.height}`;
    parts.push(
      `${scaled}${text(`text='${r.name} ${r.height}p'`, 'x=w-tw-w/36:y=h/20:fontsize=h/16:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=4')}[v${i}]`,
    );
  });
  return parts.join(';');
}

export function ffmpegArgs(config: HlsConfig, font: string | null, labelFile: string, out: string): string[] {
  const { loopSeconds: L, fps, segmentSeconds: d } = config;
  const top = config.renditions[0]!;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${top.width}x${top.height}:rate=${fps}:duration=${L}`,
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.15*sin(2*PI*880*t)*lt(mod(t\\,1)\\,0.08):s=48000:d=${L}`,
    '-filter_complex',
    filterGraph(config, font, labelFile),
    '-filter_complex_threads',
    '1',
  ];
  config.renditions.forEach((r, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'superfast',
      '-profile:v',
      'main',
      '-level:v',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-bf',
      '0',
      '-crf',
      String(config.crf),
      '-maxrate',
      `${r.maxrateKbps}k`,
      '-bufsize',
      `${r.maxrateKbps}k`,
      // A key frame at every segment boundary, so every segment starts cleanly.
      '-g',
      String(fps * d),
      '-keyint_min',
      String(fps * d),
      '-sc_threshold',
      '0',
      '-force_key_frames',
      `expr:gte(t,n_forced*${d})`,
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-ac',
      '1',
      '-threads',
      '1',
      '-f',
      'segment',
      '-segment_time',
      String(d),
      '-segment_format',
      'mpegts',
      '-segment_list',
      join(out, r.name, 'list.csv'),
      '-segment_list_type',
      'csv',
      join(out, r.name, '%d.ts'),
    );
  });
  return args;
}

/** The ffmpeg processes running now: a shutdown kills them (issue 12), they would outlive the server. */
const children = new Set<ChildProcess>();

/** Registers an ffmpeg started elsewhere (ingest, snapshots) so that a shutdown kills it too. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
}

/** Kills every running ffmpeg (shutdown); their generations fail and leave no half-made channel. */
export function killMediaChildren(): number {
  const n = children.size;
  for (const child of children) child.kill('SIGKILL');
  return n;
}

function run(bin: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    children.add(child);
    // Generation runs beside live traffic on a small machine: let requests go first.
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not permitted: run at normal priority
    }
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      children.delete(child);
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

/** Makes one channel's loop in a scratch folder, measures it, and moves it into place at once. */
export async function generateChannel(config: HlsConfig, root: string, source: ChannelSource): Promise<ChannelManifest> {
  const font = findFont();
  const key = cacheKey(config, source, font);
  const target = join(root, key);
  const cached = await readManifest(target);
  if (cached) return cached;
  const scratch = join(root, `.tmp-${key}-${randomBytes(4).toString('hex')}`);
  await mkdir(scratch, { recursive: true });
  try {
    for (const r of config.renditions) await mkdir(join(scratch, r.name), { recursive: true });
    const labelFile = join(scratch, 'label.txt');
    await writeFile(labelFile, source.label);
    await run(ffmpegPath(), ffmpegArgs(config, font, labelFile, scratch), 15 * 60_000);
    const expected = Math.round(config.loopSeconds / config.segmentSeconds);
    const renditions: RenditionManifest[] = [];
    for (const r of config.renditions) {
      const files = (await readdir(join(scratch, r.name))).filter((f) => f.endsWith('.ts'));
      // A last sliver past the loop's end (audio frames) would break the clock: keep exactly K segments.
      if (files.length < expected) throw new Error(`ffmpeg made ${files.length} segments for ${r.name}, expected ${expected}`);
      for (const extra of files.filter((f) => Number.parseInt(f, 10) >= expected)) await rm(join(scratch, r.name, extra));
      const sizes: number[] = [];
      for (let k = 0; k < expected; k++) sizes.push((await stat(join(scratch, r.name, `${k}.ts`))).size);
      const durations = parseDurations(await readFile(join(scratch, r.name, 'list.csv'), 'utf8'), expected, config.segmentSeconds);
      const bits = sizes.map((s, k) => (s * 8) / durations[k]!);
      renditions.push({
        name: r.name,
        width: r.width,
        height: r.height,
        durations,
        bandwidth: Math.ceil(Math.max(...bits)),
        averageBandwidth: Math.ceil((sizes.reduce((a, b) => a + b, 0) * 8) / durations.reduce((a, b) => a + b, 0)),
        // Main profile, level 3.0 (as encoded) and AAC-LC.
        codecs: 'avc1.4d401e,mp4a.40.2',
      });
    }
    const manifest: ChannelManifest = {
      loopSeconds: config.loopSeconds,
      segmentSeconds: config.segmentSeconds,
      fps: config.fps,
      renditions,
    };
    await writeFile(join(scratch, 'manifest.json'), JSON.stringify(manifest, null, 1));
    await rm(target, { recursive: true, force: true });
    await rename(scratch, target);
    return manifest;
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Durations from the segment list; the clock model needs every segment to last exactly d, so a
 * duration that strays by more than a frame means the encoding is not what we asked for.
 */
function parseDurations(csv: string, expected: number, d: number): number[] {
  const durations: number[] = [];
  for (const line of csv.trim().split('\n')) {
    const [name, start, end] = line.split(',');
    const k = Number.parseInt(name ?? '', 10);
    if (k < expected) durations[k] = Math.round((Number(end) - Number(start)) * 1000) / 1000;
  }
  return Array.from({ length: expected }, (_, k) => {
    const v = durations[k];
    return v === undefined || Math.abs(v - d) < 0.05 ? d : v;
  });
}

export async function readManifest(dir: string): Promise<ChannelManifest | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ChannelManifest;
  } catch {
    return null;
  }
}

export const channelDir = (config: HlsConfig, root: string, source: ChannelSource) => join(root, cacheKey(config, source, findFont()));
