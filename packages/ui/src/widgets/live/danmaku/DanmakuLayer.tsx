import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../Live.css';
import { type DanmakuComment, DanmakuEngine, type DanmakuSettings, DEFAULT_DANMAKU_SETTINGS, itemLabel } from './engine';

export interface DanmakuLayerHandle {
  /** Adds a comment to the screen (or merges it into an equal one already there). */
  add(comment: DanmakuComment): void;
  clear(): void;
  /** The engine, for benchmarks and tests. */
  readonly engine: DanmakuEngine | null;
}

export interface DanmakuLayerProps {
  settings?: DanmakuSettings;
  /** Comments shown from the start (stories, history): added in order on mount. */
  initial?: DanmakuComment[];
  /** Freeze motion at the first frame (stories and screenshots): placement still runs. */
  paused?: boolean;
  /** Force the reduced-motion static list (otherwise follows `prefers-reduced-motion`). */
  reducedMotion?: boolean;
  /** Pixel speed of comments. */
  speed?: number;
}

/** How many recent comments the reduced-motion list keeps. */
const STATIC_LIST = 8;

let canvas: HTMLCanvasElement | null = null;
function measureWith(fontFamily: string) {
  const cache = new Map<string, number>();
  return (text: string, px: number) => {
    const key = `${px}|${text}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    canvas ??= document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    // jsdom has no canvas: an estimate by characters (CJK count double) keeps the rules intact.
    const width = ctx
      ? ((ctx.font = `700 ${px}px ${fontFamily}`), ctx.measureText(text).width)
      : [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? px : px * 0.6), 0);
    if (cache.size > 5_000) cache.clear();
    cache.set(key, width);
    return width;
  };
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const list = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!list) return;
    const change = () => setReduced(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return Boolean(reduced);
}

/**
 * The danmaku layer over the player: our engine, drawn with CSS transforms on a pool of DOM nodes
 * (one node per item on screen, reused; no node is created per comment once the pool is warm).
 * Decorative for assistive technology: the chat pane carries the same messages as text.
 */
export const DanmakuLayer = forwardRef<DanmakuLayerHandle, DanmakuLayerProps>(function DanmakuLayer(
  { settings = DEFAULT_DANMAKU_SETTINGS, initial, paused = false, reducedMotion, speed },
  ref,
) {
  const intl = useIntl();
  const prefersReduced = usePrefersReducedMotion();
  const staticList = reducedMotion ?? prefersReduced;
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<DanmakuEngine | null>(null);
  const [recent, setRecent] = useState<{ id: string; text: string; color?: string; count: number }[]>(() =>
    (initial ?? []).slice(-STATIC_LIST).map((c) => ({ id: c.id, text: c.text, color: c.color, count: 1 })),
  );
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const staticRef = useRef(staticList);
  staticRef.current = staticList;

  useImperativeHandle(
    ref,
    () => ({
      add(comment) {
        if (staticRef.current) {
          setRecent((list) => {
            const at = list.findIndex((c) => c.text === comment.text);
            if (at >= 0) return list.map((c, i) => (i === at ? { ...c, count: c.count + 1 } : c));
            return [...list, { id: comment.id, text: comment.text, color: comment.color, count: 1 }].slice(-STATIC_LIST);
          });
          return;
        }
        engineRef.current?.add(comment, performance.now());
      },
      clear() {
        engineRef.current?.clear();
        setRecent([]);
      },
      get engine() {
        return engineRef.current;
      },
    }),
    [],
  );

  useEffect(() => {
    if (staticList) return;
    const host = hostRef.current;
    if (!host) return;
    const font = getComputedStyle(host).fontFamily || 'sans-serif';
    const engine = new DanmakuEngine({
      width: host.clientWidth || 640,
      height: host.clientHeight || 360,
      settings: settingsRef.current,
      measure: measureWith(font),
      speed,
    });
    engineRef.current = engine;
    const start = performance.now();
    for (const c of initial ?? []) engine.add(c, start);
    const pool: HTMLSpanElement[] = [];
    const shown = new Map<HTMLSpanElement, string>();
    let frame = 0;
    const draw = (now: number) => {
      engine.tick(now);
      const items = engine.items;
      const lane = engine.laneHeight;
      while (pool.length < items.length) {
        const node = document.createElement('span');
        node.className = styles.danmakuItem;
        host.appendChild(node);
        pool.push(node);
      }
      for (let i = 0; i < pool.length; i++) {
        const node = pool[i]!;
        const item = items[i];
        if (!item) {
          if (node.style.visibility !== 'hidden') node.style.visibility = 'hidden';
          continue;
        }
        const label = itemLabel(item);
        if (shown.get(node) !== label) {
          node.textContent = label;
          shown.set(node, label);
        }
        node.style.visibility = 'visible';
        node.style.color = item.color ?? '';
        node.dataset.mine = item.mine ? 'true' : 'false';
        node.style.fontSize = `${engine.fontPx}px`;
        node.style.transform = `translate3d(${item.x.toFixed(1)}px, ${item.lane * lane}px, 0)`;
      }
      if (!paused) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => engine.resize(host.clientWidth, host.clientHeight));
    observer?.observe(host);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      for (const node of pool) node.remove();
      engineRef.current = null;
    };
    // `initial` and `speed` are read once per mount on purpose.
    // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  }, [staticList, paused]);

  useEffect(() => {
    engineRef.current?.configure(settings);
  }, [settings]);

  const style = { opacity: settings.opacity / 100, display: settings.show ? undefined : 'none' };
  if (staticList) {
    return (
      <ol className={styles.danmakuStatic} style={style} aria-label={intl.formatMessage({ id: 'ui.live.danmaku.staticLabel' })}>
        {recent.map((c) => (
          <li key={c.id} style={{ color: c.color }}>
            {itemLabel(c)}
          </li>
        ))}
      </ol>
    );
  }
  return <div ref={hostRef} className={styles.danmakuLayer} style={style} aria-hidden="true" data-testid="danmaku-layer" />;
});
