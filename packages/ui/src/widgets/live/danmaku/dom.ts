import { type DanmakuEngine, type DanmakuItem, itemLabel } from './engine';

// Draws a DanmakuEngine into a host element with CSS transforms on a pool of DOM nodes: one node per
// item on screen, reused frame after frame (text is rewritten only when a node's label changes), so
// a warm pool creates no nodes and the browser only composites transforms. Framework-free: the React
// layer and the benchmark page both use it.
export class DanmakuDom {
  /** Nodes not showing anything, ready for the next item. */
  private readonly free: HTMLSpanElement[] = [];
  /** The node of each item on screen (by identity) and the label it shows. */
  private shown = new Map<DanmakuItem, { node: HTMLSpanElement; label: string }>();
  private all = 0;
  private frame = 0;
  private fontPx = 0;
  /** Frames drawn since start (benchmarks). */
  frames = 0;

  constructor(
    private readonly host: HTMLElement,
    private readonly engine: DanmakuEngine,
    private readonly className = '',
    /**
     * Give each comment its own compositor layer (`will-change: transform`), so a frame composites
     * instead of repainting the stage: 52 against 15 fps at ~450 comments in the bench.
     */
    private readonly layers = true,
  ) {}

  private take(): HTMLSpanElement {
    const node = this.free.pop();
    if (node) return node;
    const created = document.createElement('span');
    created.className = this.className;
    const s = created.style;
    s.position = 'absolute';
    s.left = '0';
    s.top = '0';
    s.whiteSpace = 'pre';
    if (this.layers) s.willChange = 'transform';
    this.host.appendChild(created);
    this.all += 1;
    return created;
  }

  /**
   * Moves the engine to `now` (when given) and draws it. An item keeps its node while it is on
   * screen, so a frame only writes transforms; text, colour and size are written when a node is
   * given to a new item (or a merge changes its count).
   */
  draw(now?: number) {
    if (now !== undefined) this.engine.tick(now);
    const items = this.engine.items;
    const lane = this.engine.laneHeight;
    const fontPx = this.engine.fontPx;
    const sizeChanged = fontPx !== this.fontPx;
    this.fontPx = fontPx;
    const next = new Map<DanmakuItem, { node: HTMLSpanElement; label: string }>();
    for (const item of items) {
      const had = this.shown.get(item);
      if (had) this.shown.delete(item);
      const entry = had ?? { node: this.take(), label: '' };
      const node = entry.node;
      const label = itemLabel(item);
      if (entry.label !== label) {
        node.textContent = label;
        if (!had) {
          node.style.color = item.color ?? '';
          node.dataset.mine = item.mine ? 'true' : 'false';
          node.style.fontSize = `${fontPx}px`;
          node.style.visibility = 'visible';
        }
        entry.label = label;
      }
      if (sizeChanged) node.style.fontSize = `${fontPx}px`;
      node.style.transform = `translate3d(${item.x.toFixed(1)}px, ${item.lane * lane}px, 0)`;
      next.set(item, entry);
    }
    // Items gone since the last frame give their nodes back.
    for (const { node } of this.shown.values()) {
      node.style.visibility = 'hidden';
      this.free.push(node);
    }
    this.shown = next;
    this.frames += 1;
  }

  /** Draws on every animation frame until `stop`. */
  start() {
    const loop = (now: number) => {
      this.draw(now);
      this.frame = requestAnimationFrame(loop);
    };
    this.frame = requestAnimationFrame(loop);
  }

  stop() {
    cancelAnimationFrame(this.frame);
  }

  /** Removes the pooled nodes. */
  dispose() {
    this.stop();
    for (const { node } of this.shown.values()) node.remove();
    for (const node of this.free) node.remove();
    this.shown.clear();
    this.free.length = 0;
    this.all = 0;
  }

  /** Nodes created (on screen and free). */
  get poolSize() {
    return this.all;
  }
}

let canvas: HTMLCanvasElement | null = null;
/** Text widths measured with a canvas (cached); jsdom, which has none, gets an estimate by characters. */
export function createCanvasMeasure(fontFamily: string) {
  const cache = new Map<string, number>();
  return (text: string, px: number) => {
    const key = `${px}|${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    canvas ??= document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    // jsdom has no canvas: an estimate by characters (CJK count double) keeps the rules intact.
    let width: number;
    if (ctx) {
      ctx.font = `700 ${px}px ${fontFamily}`;
      width = ctx.measureText(text).width;
    } else {
      width = [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? px : px * 0.6), 0);
    }
    if (cache.size > 5_000) cache.clear();
    cache.set(key, width);
    return width;
  };
}

