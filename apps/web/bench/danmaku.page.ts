// The page side of danmaku.bench.ts, bundled by the bench with Vite: our engine (DanmakuEngine drawn
// by DanmakuCanvas, the same code as the room's DanmakuLayer) and the canvas engine of the `danmaku`
// package, fed the same comment stream on the same stage. Exposed as `window.bench`.
import { createCanvasMeasure, DanmakuCanvas, DanmakuEngine } from '@arena/ui';
import Danmaku from 'danmaku';

const FONT = 'system-ui, "Noto Sans CJK SC", sans-serif';
const SPEED = 144; // px/s for both engines
const FONT_PX = 16;
/** Outline width of the canvas engine's comments, px. */
const STROKE = 2;

/** A deterministic comment stream: short, mostly distinct texts (a few repeats, as in a real room). */
function stream(seed: number) {
  let s = seed >>> 0;
  const rnd = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const words = ['好球', '加油', 'GG', '666', 'Vào', 'nice', '冲', '漂亮', 'Hay', '神扑', 'wow', '稳'];
  let n = 0;
  return () => {
    n += 1;
    if (rnd() < 0.05) return words[Math.floor(rnd() * words.length)]!;
    return `${words[Math.floor(rnd() * words.length)]}${n % 1000}`;
  };
}

interface Step {
  rate: number;
  fps: number;
  p95: number;
  onScreen: number;
  /** Comments on screen whose text overlaps no other comment's text, sampled once a second. */
  readable: number;
  /** Of the comments on screen at the end of the step, how many overlap another one. */
  overlapping: number;
  /** Comments on screen at the end of the step (what `overlapping` is out of). */
  atEnd: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many boxes overlap at least one other box (positive area in common). */
function countOverlapping(boxes: Box[]): number {
  const sorted = [...boxes].sort((a, b) => a.y - b.y);
  const hit = new Uint8Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.y < a.y + a.height; j++) {
      const b = sorted[j]!;
      if (a.x < b.x + b.width && b.x < a.x + a.width) hit[i] = hit[j] = 1;
    }
  }
  return hit.reduce((n, h) => n + h, 0);
}

function stage(): HTMLElement {
  document.body.innerHTML = '';
  document.body.style.margin = '0';
  const el = document.createElement('div');
  el.style.cssText = `position:relative;width:${innerWidth}px;height:${innerHeight}px;overflow:hidden;background:#123;color:#fff;font-family:${FONT};font-weight:700`;
  document.body.appendChild(el);
  return el;
}

/** Runs one engine at `rate` comments/s for `seconds`; frame figures over the second half. */
async function runStep(kind: 'ours' | 'danmaku', rate: number, seconds: number): Promise<Step> {
  const host = stage();
  const next = stream(rate);
  let count: () => number;
  let boxes: () => Box[];
  let emit: (text: string, now: number) => void;
  let stop: () => void;
  if (kind === 'ours') {
    const engine = new DanmakuEngine({
      width: host.clientWidth,
      height: host.clientHeight,
      settings: { show: true, area: 4, size: 1, opacity: 100 },
      measure: createCanvasMeasure(FONT),
      speed: SPEED,
      maxQueue: 100_000,
    });
    const view = new DanmakuCanvas(host, engine, { fontFamily: FONT });
    view.start();
    count = () => engine.items.length;
    // The text's box: the label's width, one em tall in the middle of its lane.
    const inset = (engine.laneHeight - FONT_PX) / 2;
    boxes = () => engine.items.map((i) => ({ x: i.x, y: i.lane * engine.laneHeight + inset, width: i.width, height: FONT_PX }));
    emit = (text, now) => void engine.add({ id: String(now), text }, now);
    stop = () => view.dispose();
  } else {
    const d = new Danmaku({ container: host, engine: 'canvas', speed: SPEED });
    const running = () => (d as unknown as { _: { runningList: Box[] } })._.runningList;
    count = () => running().length;
    // The text's box inside each comment's bitmap: the bitmap is the text's width plus the outline on
    // both sides, and its height is the line (1.2 em) plus the outline, with the text's bottom at the
    // line's bottom (textBaseline 'bottom'); so the same one-em box as ours, not the padding round it.
    boxes = () =>
      running().map((c) => ({ x: c.x + STROKE, y: c.y + c.height - STROKE - FONT_PX, width: c.width - 2 * STROKE, height: FONT_PX }));
    emit = (text) =>
      void d.emit({
        text,
        style: {
          font: `700 ${FONT_PX}px ${FONT}`,
          fillStyle: '#fff',
          strokeStyle: '#000',
          lineWidth: STROKE,
        } as unknown as CanvasRenderingContext2D,
      });
    stop = () => d.destroy();
  }
  const frames: number[] = [];
  const onScreen: number[] = [];
  const readable: number[] = [];
  const start = performance.now();
  let last = start;
  let emitted = 0;
  let sampled = 0;
  let skip = false;
  await new Promise<void>((resolve) => {
    const loop = (now: number) => {
      const due = Math.floor(((now - start) / 1000) * rate);
      for (; emitted < due; emitted++) emit(next(), now);
      if (now - start > (seconds * 1000) / 2) {
        // The frame after a readability sample carries the sample's own cost: it is left out.
        if (!skip) frames.push(now - last);
        skip = false;
        onScreen.push(count());
        if (now - sampled >= 1000) {
          const b = boxes();
          readable.push(b.length - countOverlapping(b));
          sampled = now;
          skip = true;
        }
      }
      last = now;
      if (now - start < seconds * 1000) requestAnimationFrame(loop);
      else resolve();
    };
    requestAnimationFrame(loop);
  });
  // Outside the measured frames: which of the comments on screen overlap another.
  const atEnd = boxes();
  const overlapping = countOverlapping(atEnd);
  stop();
  const sorted = [...frames].sort((a, b) => a - b);
  const total = frames.reduce((a, b) => a + b, 0);
  return {
    rate,
    fps: (frames.length * 1000) / total,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    onScreen: Math.round(onScreen.reduce((a, b) => a + b, 0) / Math.max(1, onScreen.length)),
    readable: Math.round(readable.reduce((a, b) => a + b, 0) / Math.max(1, readable.length)),
    overlapping,
    atEnd: atEnd.length,
  };
}

/**
 * Our engine for `seconds` at a steady rate, sampling the JS heap every second; then `hold` seconds
 * more at the same rate, unsampled (the bench measures the live heap after full collections then).
 */
async function heap(rate: number, seconds: number, hold = 0) {
  const host = stage();
  const engine = new DanmakuEngine({
    width: host.clientWidth,
    height: host.clientHeight,
    settings: { show: true, area: 4, size: 1, opacity: 100 },
    measure: createCanvasMeasure(FONT),
    speed: SPEED,
  });
  const view = new DanmakuCanvas(host, engine, { fontFamily: FONT });
  view.start();
  const next = stream(7);
  const samples: number[] = [];
  const start = performance.now();
  let emitted = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.floor(((now - start) / 1000) * rate);
      for (; emitted < due; emitted++) engine.add({ id: String(emitted), text: next() }, now);
      const mem = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      if (mem && samples.length < Math.min(seconds, Math.floor((now - start) / 1000))) samples.push(mem.usedJSHeapSize);
      if (now - start >= (seconds + hold) * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
  const onScreen = engine.items.length;
  view.dispose();
  return { samples, onScreen, emitted };
}

(window as unknown as { bench: unknown }).bench = { runStep, heap };
