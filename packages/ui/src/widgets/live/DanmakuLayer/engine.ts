// Our own danmaku (barrage) engine, framework- and DOM-free so its rules are testable:
// - comments move right to left at one constant speed, so a comment that entered a lane behind
//   another can never catch it up: placing it only once the one ahead has fully entered plus a gap
//   of one em guarantees that comments in a lane never overlap, and it is also the earliest moment a
//   comment can enter without colliding (the distance between two comments never changes);
// - the area setting (SPEC.md §3, 1–4 quarters of the height) limits how many lanes exist;
// - a density governor merges a repeated text into the copy already on screen or waiting ("×23")
//   instead of flooding the screen, and keeps the waiting queue bounded. A copy on screen widens for
//   its count only into free space: when the comment behind it leaves no room, the repeat starts a
//   new copy instead of overlapping.
// The canvas renderer (DanmakuCanvas, used by DanmakuLayer) reads `items` and `travelled` after each
// `tick`.

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
/**
 * Lane height over font size. 1.25 is about what Bilibili and Douyu use for their barrage: CJK glyphs
 * fill ~1.1 em and the outline ~0.1 em, so lines read as separate without the half-empty lanes of a
 * paragraph line height (1.5 gave 45 lanes on a 1080 px stage at 16 px, 1.25 gives 54).
 */
export const LANE_FACTOR = 1.25;

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
  /** Width of the label as shown (text and count); it grows with the count only into free space. */
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
  /** Minimum free space between two comments of a lane, px; default one em of the font size. */
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
  /** When its first comment arrived, ms. */
  born: number;
}

export class DanmakuEngine {
  width: number;
  height: number;
  settings: DanmakuSettings;
  readonly speed: number;
  private readonly gapPx: number | undefined;
  readonly maxQueue: number;
  readonly mergeWindowMs: number;
  readonly maxItems: number;
  private readonly measure: DanmakuEngineOptions['measure'];
  private active: Entry[] = [];
  private queue: Entry[] = [];
  private byKey = new Map<string, Entry>();
  /** Right-most tail per lane, reused by every tick (no allocation per frame). */
  private tail: number[] = [];
  private last = 0;
  /**
   * Distance every item has moved since creation, px. `x + travelled` is constant for an item while
   * it is on screen (all items move together), which lets a renderer draw an item once and scroll.
   */
  travelled = 0;
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
    this.gapPx = options.gap;
    this.maxQueue = options.maxQueue ?? 200;
    this.mergeWindowMs = options.mergeWindowMs ?? 8_000;
    this.maxItems = options.maxItems ?? 2_000;
  }

  get fontPx(): number {
    return FONT_PX[this.settings.size] ?? FONT_PX[2]!;
  }

  /** Minimum free space between two comments of a lane, px. */
  get gap(): number {
    return this.gapPx ?? this.fontPx;
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
      for (const e of this.queue) e.width = this.labelWidth(e.text, e.count);
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
    if (existing && now - existing.at <= this.mergeWindowMs && !comment.mine && this.grow(existing)) {
      existing.at = now;
      this.merged += 1;
      return 'merged';
    }
    const entry: Entry = {
      id: comment.id,
      key,
      text,
      color: comment.color,
      mine: Boolean(comment.mine),
      count: 1,
      lane: -1,
      x: this.width,
      width: this.labelWidth(text, 1),
      at: now,
      born: now,
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

  private labelWidth(text: string, count: number) {
    return Math.ceil(this.measure(itemLabel({ text, count }), this.fontPx));
  }

  /**
   * Counts one more repeat on `e` if its wider label still leaves a gap before the comment behind it
   * in its lane; a waiting entry (or the last of its lane) can always grow, since what follows it is
   * placed against its current tail.
   */
  private grow(e: Entry): boolean {
    const width = Math.max(e.width, this.labelWidth(e.text, e.count + 1));
    if (e.lane >= 0 && width > e.width) {
      let behind = Number.POSITIVE_INFINITY;
      for (const o of this.active) if (o.lane === e.lane && o.x > e.x && o.x < behind) behind = o.x;
      if (e.x + width + this.gap > behind) return false;
    }
    e.count += 1;
    e.width = width;
    return true;
  }

  /** Advances to `now` (ms): moves items, retires those gone, places waiting ones in free lanes. */
  tick(now: number) {
    const dt = this.last ? Math.max(0, Math.min(now - this.last, 250)) : 0;
    this.last = now;
    const dx = (this.speed * dt) / 1000;
    this.travelled += dx;
    const lanes = this.lanes;
    const gap = this.gap;
    // The right-most tail per lane after moving.
    const tail = this.tail;
    tail.length = lanes;
    tail.fill(Number.NEGATIVE_INFINITY);
    // Moves and compacts `active` in place (items keep their order, gone ones are retired).
    const active = this.active;
    let kept = 0;
    for (let i = 0; i < active.length; i++) {
      const e = active[i]!;
      e.x -= dx;
      if (e.x + e.width < 0) {
        if (this.byKey.get(e.key) === e) this.byKey.delete(e.key);
        continue;
      }
      active[kept++] = e;
      if (e.lane < lanes) tail[e.lane] = Math.max(tail[e.lane]!, e.x + e.width);
    }
    active.length = kept;
    while (this.queue.length > 0 && active.length < this.maxItems) {
      // The first lane (top first) whose last comment has fully entered with a gap behind it (a long
      // tick may free a lane for more than one comment).
      let lane = -1;
      for (let i = 0; i < lanes; i++) {
        if (tail[i]! + gap <= this.width) {
          lane = i;
          break;
        }
      }
      if (lane < 0) break;
      const e = this.queue.shift()!;
      e.lane = lane;
      // Where it would be had it entered the moment during this tick that its lane freed (or that it
      // arrived, if later): a long frame does not leave a wider gap than one em.
      const since = Math.max(0, Math.min(dt, now - e.born));
      e.x = Math.max(tail[lane]! + gap, this.width - (this.speed * since) / 1000);
      tail[lane] = e.x + e.width;
      active.push(e);
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
