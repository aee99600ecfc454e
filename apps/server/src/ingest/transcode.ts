import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ffmpegPath, trackChild } from '../hls/media';
import type { HlsConfig, Rendition } from '../live/config';

// One ffmpeg per push: FLV on its standard input (what node-media-server hands on), the four-rendition
// ladder of the generated channels out, each rendition an HLS sliding window of 1 s segments in its own
// folder. The picture is scaled once to the top rendition (the costly step for a 1080p push) and the
// smaller ones are scaled from that; x264 `veryfast` + `zerolatency` (no B-frames, no look-ahead), one
// thread per encoder: four encoders on two cores keep real time for a 1080p30 push (bench/ingest.bench.ts).

/** Audio bitrate of every rendition (AAC-LC stereo). */
export const INGEST_AUDIO_KBPS = 64;

/** Segment files are `<tag>_<n>.ts`: a new tag per push, so a URL never names two different segments. */
export const INGEST_SEGMENT = /^([0-9a-z]{1,16}_\d{1,12})\.ts$/;

function filterGraph(renditions: Rendition[]): string {
  const top = renditions[0]!;
  const n = renditions.length;
  const fit = (r: Rendition) =>
    `scale=${r.width}:${r.height}:force_original_aspect_ratio=decrease:flags=bilinear,pad=${r.width}:${r.height}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  const parts = [`[0:v]${fit(top)},format=yuv420p,split=${n}${renditions.map((_, i) => `[s${i}]`).join('')}`];
  renditions.forEach((r, i) => {
    parts.push(i === 0 ? `[s0]null[v0]` : `[s${i}]scale=${r.width}:${r.height}:flags=bilinear[v${i}]`);
  });
  return parts.join(';');
}

export function transcodeArgs(config: HlsConfig, dir: string, tag: string): string[] {
  const d = config.segmentSeconds;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-fflags',
    '+genpts',
    '-analyzeduration',
    '1000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-filter_complex',
    filterGraph(config.renditions),
    '-filter_complex_threads',
    '1',
  ];
  config.renditions.forEach((r, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      '-map',
      '0:a?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-profile:v',
      'main',
      '-level:v',
      '3.0',
      '-bf',
      '0',
      '-crf',
      String(config.crf - 6),
      '-maxrate',
      `${r.maxrateKbps}k`,
      '-bufsize',
      `${r.maxrateKbps}k`,
      // A key frame at every segment boundary, whatever the pushed frame rate.
      '-force_key_frames',
      `expr:gte(t,n_forced*${d})`,
      '-sc_threshold',
      '0',
      '-threads',
      '1',
      '-c:a',
      'aac',
      '-b:a',
      `${INGEST_AUDIO_KBPS}k`,
      '-ac',
      '2',
      '-ar',
      '48000',
      '-f',
      'hls',
      '-hls_time',
      String(d),
      '-hls_list_size',
      String(config.window),
      '-hls_flags',
      'delete_segments+program_date_time+omit_endlist+independent_segments',
      '-hls_start_number_source',
      'epoch',
      '-hls_segment_filename',
      join(dir, r.name, `${tag}_%d.ts`),
      join(dir, r.name, 'index.m3u8'),
    );
  });
  return args;
}

/** A running transcoder: write FLV into it, end it, and learn when it is gone. */
export interface Transcoder {
  child: ChildProcess;
  write(chunk: Buffer): void;
  /** Ends the input: ffmpeg writes its last segments and exits (killed after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  exited: Promise<void>;
}

/** Most FLV waiting for ffmpeg before the push is given up as too fast for this machine. */
const MAX_BACKLOG = 64 * 1024 * 1024;

export function startTranscoder(config: HlsConfig, dir: string, tag: string, log: { warn(obj: unknown, msg?: string): void }): Transcoder {
  const child = spawn(ffmpegPath(), transcodeArgs(config, dir, tag), { stdio: ['pipe', 'ignore', 'pipe'] });
  trackChild(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  // A closed pipe (ffmpeg gone) must not throw in the RTMP session.
  child.stdin!.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL' && signal !== 'SIGTERM')
        log.warn({ code, signal, stderr: stderr.trim() }, 'ingest ffmpeg failed');
      resolve();
    });
    child.once('error', (error) => {
      log.warn({ err: error }, 'ingest ffmpeg did not start');
      resolve();
    });
  });
  let ended = false;
  return {
    child,
    exited,
    write(chunk) {
      if (ended || !child.stdin!.writable) return;
      if (child.stdin!.writableLength > MAX_BACKLOG) {
        log.warn({ backlog: child.stdin!.writableLength }, 'ingest ffmpeg cannot keep up: push dropped');
        ended = true;
        child.kill('SIGKILL');
        return;
      }
      child.stdin!.write(chunk);
    },
    async stop(graceMs = 5_000) {
      if (!ended) {
        ended = true;
        child.stdin!.end();
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
