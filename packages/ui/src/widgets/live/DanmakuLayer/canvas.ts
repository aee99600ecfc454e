import { type DanmakuEngine, type DanmakuItem, itemLabel } from './engine';

// Draws a DanmakuEngine on a canvas by scrolling instead of redrawing. Every item of the engine moves
// at the same speed, so an item's position in "world" coordinates (`x + engine.travelled`) never
// changes while it is on screen: its label is drawn once, when it appears (again only when a merge
// changes its count), into an off-screen ring canvas that holds the stage plus room for comments
// still entering, and each frame copies the visible window of the ring to the stage (one or two
// drawImage calls whatever the number of comments). Columns that have scrolled out on the left are
// cleared as they go, so the ring can be reused when the window wraps round. A frame costs the same
// at 50 or 5 000 comments; a comment costs one fillText/strokeText when it appears. No allocation per
// frame once the items on screen are known (one small record per item). Framework-free: the React
// layer and the benchmark page both use it.

interface Drawn {
  /** World coordinate of the left edge (x + travelled when drawn). */
  u: number;
  width: number;
  top: number;
  height: number;
  count: number;
  /** Frame in which the item was last seen in the engine. */
  seen: number;
}

type Context = CanvasRenderingContext2D;

/** Room in the ring after the stage for comments still entering; grows for a wider comment. */
const RING_EXTRA = 512;

export interface DanmakuCanvasOptions {
  /** CSS font family of the text (the weight is bold, the size the engine's). */
  fontFamily: string;
  /** Class name of the stage canvas. */
  className?: string;
}

export class DanmakuCanvas {
  /** The visible canvas, appended to the host. */
  readonly stage: HTMLCanvasElement;
  private readonly ring: HTMLCanvasElement;
  private readonly stageCtx: Context | null;
  private readonly ringCtx: Context | null;
  private readonly shown = new Map<DanmakuItem, Drawn>();
  /** Size the canvases were built for (css px) and the ring's width. */
  private width = -1;
  private height = -1;
  /** Height the lanes in use cover (css px): the ring holds only those rows. */
  private rows = -1;
  private dpr = 1;
  private ringWidth = 0;
  /** `engine.travelled` at the last frame. */
  private cleared = 0;
  private frame = 0;
  private raf = 0;
  /** Frames drawn since start (benchmarks). */
  frames = 0;

  constructor(
    host: HTMLElement,
    private readonly engine: DanmakuEngine,
    private readonly options: DanmakuCanvasOptions,
  ) {
    this.stage = document.createElement('canvas');
    if (options.className) this.stage.className = options.className;
    const s = this.stage.style;
    s.position = 'absolute';
    s.left = '0';
    s.top = '0';
    s.pointerEvents = 'none';
    this.ring = document.createElement('canvas');
    // jsdom (unit tests) has no canvas: the engine still runs, nothing is drawn.
    this.stageCtx = safeContext(this.stage);
    this.ringCtx = safeContext(this.ring);
    host.appendChild(this.stage);
  }

  /**
   * Moves the engine to `now` (when given) and draws it: labels of new or re-counted items go into the
   * ring, then the visible window of the ring is copied to the stage.
   */
  draw(now?: number): void {
    const engine = this.engine;
    if (now !== undefined) engine.tick(now);
    this.frames += 1;
    const ring = this.ringCtx;
    const stage = this.stageCtx;
    if (!ring || !stage) return;
    const dpr = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
    const rows = Math.min(engine.height, engine.lanes * engine.laneHeight);
    if (engine.width !== this.width || engine.height !== this.height || rows !== this.rows || dpr !== this.dpr)
      this.rebuild(engine.width, engine.height, dpr, this.ringWidth - this.width);
    const travelled = engine.travelled;
    this.clearPassed(travelled);
    const frame = ++this.frame;
    const items = engine.items;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const drawn = this.shown.get(item);
      if (!drawn) {
        if (item.width > this.ringWidth - this.width) {
          // A comment wider than the room after the stage: a wider ring, everything drawn again.
          this.rebuild(this.width, this.height, this.dpr, item.width + RING_EXTRA);
          this.draw();
          return;
        }
        this.shown.set(item, this.paint(item, item.x + travelled, frame));
        // The text of the newest comment drawn, for end-to-end tests (the canvas has no text nodes).
        this.stage.dataset.newest = item.text;
      } else {
        drawn.seen = frame;
        if (drawn.count !== item.count) {
          this.erase(drawn, travelled);
          this.shown.set(item, this.paint(item, drawn.u, frame));
        }
      }
    }
    for (const [item, drawn] of this.shown) {
      if (drawn.seen === frame) continue;
      // Gone from the engine: scrolled out (already cleared) or removed early (clear, area, size).
      this.erase(drawn, travelled);
      this.shown.delete(item);
    }
    this.present(travelled);
  }

  /** Draws on every animation frame until `stop`. */
  start() {
    const loop = (now: number) => {
      this.draw(now);
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
  }

  stop() {
    cancelAnimationFrame(this.raf);
  }

  /** Removes the stage and frees both canvases' memory. */
  dispose() {
    this.stop();
    this.shown.clear();
    this.stage.remove();
    this.stage.width = 0;
    this.stage.height = 0;
    this.ring.width = 0;
    this.ring.height = 0;
  }

  /**
   * Sizes both canvases (which clears them) and draws every item on screen again: on a new size, lane
   * count (area, font size) or pixel ratio.
   */
  private rebuild(width: number, height: number, dpr: number, extra: number) {
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.ringWidth = width + Math.max(RING_EXTRA, Math.ceil(extra / 256) * 256);
    this.stage.width = Math.round(width * dpr);
    this.stage.height = Math.round(height * dpr);
    this.stage.style.width = `${width}px`;
    this.stage.style.height = `${height}px`;
    this.rows = Math.min(height, this.engine.lanes * this.engine.laneHeight);
    this.ring.width = Math.round(this.ringWidth * dpr);
    this.ring.height = Math.max(1, Math.round(this.rows * dpr));
    this.shown.clear();
    this.cleared = this.engine.travelled;
  }

  /** Clears the ring's columns that scrolled out on the left since the last frame. */
  private clearPassed(travelled: number) {
    const from = this.cleared;
    this.cleared = travelled;
    if (travelled <= from) return;
    if (travelled - from >= this.ringWidth) {
      this.ringCtx!.clearRect(0, 0, this.ring.width, this.ring.height);
      return;
    }
    // Whole device pixels, rounded outwards on the left: a column is cleared only once it is fully
    // out of view (never a pixel still on screen).
    this.clearColumns(Math.floor(from), Math.floor(travelled), 0, this.rows);
  }

  /** Clears world columns [from, to) of the ring between `top` and `top + height`, with wrap-round. */
  private clearColumns(from: number, to: number, top: number, height: number) {
    const ctx = this.ringCtx!;
    const d = this.dpr;
    const w = this.ringWidth;
    const start = mod(from, w);
    const len = to - from;
    const first = Math.min(len, w - start);
    ctx.clearRect(Math.floor(start * d), Math.floor(top * d), Math.ceil(first * d), Math.ceil(height * d));
    if (len > first) ctx.clearRect(0, Math.floor(top * d), Math.ceil((len - first) * d), Math.ceil(height * d));
  }

  /** Erases an item's box from the ring if any of it is still to be shown. */
  private erase(drawn: Drawn, travelled: number) {
    // The outline of the viewer's own comment reaches 2 px beyond the label (gaps are one em).
    const left = Math.max(drawn.u - 3, travelled);
    const right = drawn.u + drawn.width + 3;
    if (right > left) this.clearColumns(Math.floor(left), Math.ceil(right), drawn.top, drawn.height);
  }

  /** Draws an item's label into the ring at world coordinate `u` (twice when it straddles the wrap). */
  private paint(item: DanmakuItem, u: number, frame: number): Drawn {
    const ctx = this.ringCtx!;
    const engine = this.engine;
    const lane = engine.laneHeight;
    const fontPx = engine.fontPx;
    const top = item.lane * lane;
    const d = this.dpr;
    const at = mod(u, this.ringWidth);
    const label = itemLabel(item);
    ctx.save();
    ctx.setTransform(d, 0, 0, d, 0, 0);
    // Clipped to its lane, so erasing a lane box later never leaves outline pixels in a neighbour.
    ctx.beginPath();
    ctx.rect(0, top, this.ringWidth, lane);
    ctx.clip();
    ctx.font = `700 ${fontPx}px ${this.options.fontFamily}`;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2, fontPx / 8);
    ctx.strokeStyle = 'rgba(0,0,0,0.75)';
    ctx.fillStyle = item.color ?? '#fff';
    const y = top + lane / 2;
    for (const x of at + item.width > this.ringWidth ? [at, at - this.ringWidth] : [at]) {
      ctx.strokeText(label, x, y);
      ctx.fillText(label, x, y);
      if (item.mine) {
        // The viewer's own comment is outlined (as in the chat pane's own lines).
        ctx.strokeStyle = '#fff';
        ctx.lineWidth = 1;
        ctx.strokeRect(x - 1.5, top + 1.5, item.width + 3, lane - 3);
        ctx.strokeStyle = 'rgba(0,0,0,0.75)';
        ctx.lineWidth = Math.max(2, fontPx / 8);
      }
    }
    ctx.restore();
    return { u, width: item.width, top, height: lane, count: item.count, seen: frame };
  }

  /** Copies the visible window of the ring (world [travelled, travelled + width)) to the stage. */
  private present(travelled: number) {
    const ctx = this.stageCtx!;
    const w = this.stage.width;
    const full = this.stage.height;
    const h = Math.min(full, this.ring.height);
    const ringW = this.ring.width;
    // Whole device pixels: the copy is never resampled, so text stays as crisp as it was drawn.
    const sx = mod(Math.round(travelled * this.dpr), ringW);
    if (h < full) ctx.clearRect(0, Math.max(0, h), w, full - Math.max(0, h));
    if (h <= 0) return;
    const first = Math.min(w, ringW - sx);
    this.copy(sx, 0, first, h);
    if (first < w) this.copy(0, first, w - first, h);
  }

  /**
   * Replaces stage columns [to, to + width) with ring columns [from, from + width): 'copy' within a
   * clip writes each pixel once, where clearing and then drawing over would touch it twice.
   */
  private copy(from: number, to: number, width: number, height: number) {
    const ctx = this.stageCtx!;
    ctx.save();
    ctx.beginPath();
    ctx.rect(to, 0, width, height);
    ctx.clip();
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(this.ring, from, 0, width, height, to, 0, width, height);
    ctx.restore();
  }
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

function safeContext(canvas: HTMLCanvasElement): Context | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

let measureCanvas: HTMLCanvasElement | null = null;
/** Text widths measured with a canvas (cached); jsdom, which has none, gets an estimate by characters. */
export function createCanvasMeasure(fontFamily: string) {
  const cache = new Map<string, number>();
  return (text: string, px: number) => {
    const key = `${px}|${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    measureCanvas ??= document.createElement('canvas');
    const ctx = safeContext(measureCanvas);
    // jsdom has no canvas: an estimate by characters (CJK count double) keeps the rules intact.
    let width: number;
    if (ctx) {
      ctx.font = `700 ${px}px ${fontFamily}`;
      width = ctx.measureText(text).width;
    } else {
      width = [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? px : px * 0.6), 0);
    }
    // A label is measured when it arrives and when its count grows, seldom later: a small cache is
    // enough, and keeps the heap flat under a stream of distinct texts (5 000 entries grew it ~0.5 MB).
    if (cache.size > 1_000) cache.clear();
    cache.set(key, width);
    return width;
  };
}
