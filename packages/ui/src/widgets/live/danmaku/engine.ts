// Our own danmaku (barrage) engine, framework- and DOM-free so its rules are testable:
// - comments move right to left at one constant speed, so a comment that entered a lane behind
//   another can never catch it up: placing it only once the one ahead has fully entered (plus a gap)
//   guarantees that comments in a lane never overlap;
// - the area setting (SPEC.md §3, 1–4 quarters of the height) limits how many lanes exist;
// - a density governor merges a repeated text into the copy already on screen or waiting ("×23")
//   instead of flooding the screen, and keeps the waiting queue bounded.
// The DOM renderer (DanmakuLayer) reads `items` after each `tick` and moves pooled nodes with CSS
// transforms.

export interface DanmakuComment {
  /** Unique per comment (message id). */
  id: string;
  text: string;
  /** CSS colour of the text (coloured-text messages, paid barrage styles); default white. */
  color?: string;
  /** The viewer's own comment: outlined, never dropped by the governor. */
  mine?: boolean;
}

/** SPEC.md §3 danmaku settings: show true, area 3, size 2, opacity 100. */
export interface DanmakuSettings {
  show: boolean;
  /** Quarters of the player's height the lanes may use: 1–4. */
  area: number;
  /** 1 small, 2 medium, 3 large. */
  size: number;
  /** 10–100 (%). */
  opacity: number;
}

export const DEFAULT_DANMAKU_SETTINGS: DanmakuSettings = { show: true, area: 3, size: 2, opacity: 100 };
export const DANMAKU_AREAS = [1, 2, 3, 4] as const;
export const DANMAKU_SIZES = [1, 2, 3] as const;

/** Font size in px for each size setting. */
export const FONT_PX: Record<number, number> = { 1: 16, 2: 20, 3: 26 };
export const LANE_FACTOR = 1.5;

export interface DanmakuItem {
  /** Id of the first comment of this text (later repeats merge into it). */
  id: string;
  text: string;
  color?: string;
  mine: boolean;
  /** How many comments this item stands for (≥ 2 shows "×count"). */
  count: number;
  lane: number;
  /** Left edge in px from the left of the layer. */
  x: number;
  /** Width reserved for the text and its largest count label. */
  width: number;
}

export interface DanmakuEngineOptions {
  width: number;
  height: number;
  settings?: DanmakuSettings;
  /** Text width in px at a font size; the DOM layer measures with a canvas. */
  measure: (text: string, fontPx: number) => number;
  /** Horizontal speed in px per second (constant, see the note above). */
  speed?: number;
  /** Minimum free space between two comments of a lane, px. */
  gap?: number;
  /** Most comments waiting for a lane; older ones are dropped beyond it (never the viewer's own). */
  maxQueue?: number;
  /** A text seen within this window merges into the earlier copy, ms. */
  mergeWindowMs?: number;
  /** Hard cap on items on screen. */
  maxItems?: number;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

interface Entry extends DanmakuItem {
  key: string;
  /** When the entry was last merged into (for the window). */
  at: number;
}

export class DanmakuEngine {
  width: number;
  height: number;
  settings: DanmakuSettings;
  readonly speed: number;
  readonly gap: number;
  readonly maxQueue: number;
  readonly mergeWindowMs: number;
  readonly maxItems: number;
  private readonly measure: DanmakuEngineOptions['measure'];
  private active: Entry[] = [];
  private queue: Entry[] = [];
  private byKey = new Map<string, Entry>();
  private last = 0;
  /** Comments merged instead of shown since creation (the governor's work). */
  merged = 0;
  /** Comments dropped from a full queue since creation. */
  dropped = 0;

  constructor(options: DanmakuEngineOptions) {
    this.width = options.width;
    this.height = options.height;
    this.settings = options.settings ?? DEFAULT_DANMAKU_SETTINGS;
    this.measure = options.measure;
    this.speed = options.speed ?? 140;
    this.gap = options.gap ?? 24;
    this.maxQueue = options.maxQueue ?? 200;
    this.mergeWindowMs = options.mergeWindowMs ?? 8_000;
    this.maxItems = options.maxItems ?? 2_000;
  }

  get fontPx(): number {
    return FONT_PX[this.settings.size] ?? FONT_PX[2]!;
  }

  get laneHeight(): number {
    return Math.round(this.fontPx * LANE_FACTOR);
  }

  /** Lanes the area setting allows: a quarter of the height per area step. */
  get lanes(): number {
    const area = Math.min(4, Math.max(1, Math.round(this.settings.area)));
    return Math.max(1, Math.floor((this.height * area) / 4 / this.laneHeight));
  }

  /** Items on screen, in lane order (read after `tick`). */
  get items(): readonly DanmakuItem[] {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  resize(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.dropOutsideLanes();
  }

  configure(settings: DanmakuSettings) {
    const sizeChanged = settings.size !== this.settings.size;
    this.settings = settings;
    if (sizeChanged) {
      // Widths depend on the font: start the screen over rather than let re-measured items overlap.
      for (const e of this.active) this.byKey.delete(e.key);
      this.active = [];
    }
    this.dropOutsideLanes();
  }

  private dropOutsideLanes() {
    const lanes = this.lanes;
    this.active = this.active.filter((e) => {
      if (e.lane < lanes) return true;
      if (this.byKey.get(e.key) === e) this.byKey.delete(e.key);
      return false;
    });
  }

  /** Adds a comment; returns 'merged', 'queued' or 'dropped' (placement happens on `tick`). */
  add(comment: DanmakuComment, now: number): 'merged' | 'queued' | 'dropped' {
    const text = comment.text.trim();
    if (!text) return 'dropped';
    const key = normalise(text);
    const existing = this.byKey.get(key);
    if (existing && now - existing.at <= this.mergeWindowMs && !comment.mine) {
      existing.count += 1;
      existing.at = now;
      this.merged += 1;
      return 'merged';
    }
    const fontPx = this.fontPx;
    const entry: Entry = {
      id: comment.id,
      key,
      text,
      color: comment.color,
      mine: Boolean(comment.mine),
      count: 1,
      lane: -1,
      x: this.width,
      // Room for the largest count label, so a merge never widens an item into the one behind it.
      width: Math.ceil(this.measure(text, fontPx) + this.measure(' ×999+', fontPx)),
      at: now,
    };
    this.byKey.set(key, entry);
    if (comment.mine) this.queue.unshift(entry);
    else this.queue.push(entry);
    if (this.queue.length > this.maxQueue) {
      const index = this.queue.findIndex((e) => !e.mine);
      const [old] = this.queue.splice(Math.max(0, index), 1);
      if (old && this.byKey.get(old.key) === old) this.byKey.delete(old.key);
      this.dropped += 1;
      return old === entry ? 'dropped' : 'queued';
    }
    return 'queued';
  }

  /** Advances to `now` (ms): moves items, retires those gone, places waiting ones in free lanes. */
  tick(now: number) {
    const dt = this.last ? Math.max(0, Math.min(now - this.last, 250)) : 0;
    this.last = now;
    const dx = (this.speed * dt) / 1000;
    const lanes = this.lanes;
    // The right-most tail per lane after moving.
    const tail = new Array<number>(lanes).fill(Number.NEGATIVE_INFINITY);
    const kept: Entry[] = [];
    for (const e of this.active) {
      e.x -= dx;
      if (e.x + e.width < 0) {
        if (this.byKey.get(e.key) === e) this.byKey.delete(e.key);
        continue;
      }
      kept.push(e);
      if (e.lane < lanes) tail[e.lane] = Math.max(tail[e.lane]!, e.x + e.width);
    }
    this.active = kept;
    while (this.queue.length > 0 && this.active.length < this.maxItems) {
      // The first lane (top first) whose last comment has fully entered with a gap behind it.
      let lane = -1;
      for (let i = 0; i < lanes; i++) {
        if (tail[i]! + this.gap <= this.width) {
          lane = i;
          break;
        }
      }
      if (lane < 0) break;
      const e = this.queue.shift()!;
      e.lane = lane;
      e.x = this.width;
      tail[lane] = e.x + e.width;
      this.active.push(e);
    }
  }

  clear() {
    this.active = [];
    this.queue = [];
    this.byKey.clear();
  }
}

/** The label of an item: its text, and "×count" once repeats merged into it. */
export const itemLabel = (item: Pick<DanmakuItem, 'text' | 'count'>) =>
  item.count > 999 ? `${item.text} ×999+` : item.count > 1 ? `${item.text} ×${item.count}` : item.text;
