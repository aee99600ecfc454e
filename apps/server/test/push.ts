import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Pushes a test stream to an RTMP address as OBS would (H.264 + AAC in FLV): ffmpeg's moving test
// pattern with a 440 Hz tone, in real time, until stopped. Shared by the server's ingest tests, the
// ingest bench and the Playwright journeys (e2e/helpers/push.ts).

const require = createRequire(import.meta.url);

export interface PushOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Stop by itself after this many seconds (default: until `stop`). */
  seconds?: number;
  /** Video bitrate of the push, kbit/s (default 1500; OBS's default is 2500). */
  kbps?: number;
  /** x264 preset of the pusher (default ultrafast: the pusher must not compete with the server). */
  preset?: string;
  /** FFMPEG_PATH, else @ffmpeg-installer/ffmpeg's binary. */
  ffmpeg?: string;
}

export interface TestPush {
  child: ChildProcess;
  /** Resolves with ffmpeg's exit code when it ends (a refused key ends it early, non-zero). */
  exited: Promise<number | null>;
  /** The last of ffmpeg's error output. */
  stderr(): string;
  /** Ends the push (as OBS's "Stop streaming"): resolves when ffmpeg is gone. */
  stop(): Promise<void>;
}

export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** The ffmpeg arguments of a test push to `url` (rtmp://host:port/live/<key>). */
export function pushArgs(url: string, o: PushOptions = {}): string[] {
  const { width = 640, height = 360, fps = 25, kbps = 1500, preset = 'ultrafast' } = o;
  const duration = o.seconds ? `:duration=${o.seconds}` : '';
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=${fps}${duration}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000${o.seconds ? `:duration=${o.seconds}` : ''}`,
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(fps * 2),
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    '48000',
    '-ac',
    '2',
    '-f',
    'flv',
    url,
  ];
}

export function pushTestStream(url: string, options: PushOptions = {}): TestPush {
  const child = spawn(options.ffmpeg ?? ffmpegBinary(), pushArgs(url, options), { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => {
    err = (err + c.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  return {
    child,
    exited,
    stderr: () => err,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
