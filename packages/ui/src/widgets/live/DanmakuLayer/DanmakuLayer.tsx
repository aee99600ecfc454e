import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createCanvasMeasure, DanmakuCanvas } from './canvas';
import * as styles from './DanmakuLayer.css';
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
  /**
   * Freeze motion (stories and screenshots): the engine runs `at` seconds of simulated time at once,
   * deterministically, and the layer draws that one frame.
   */
  paused?: boolean;
  /** With `paused`: seconds of motion simulated before the frozen frame. */
  at?: number;
  /** Force the reduced-motion static list (otherwise follows `prefers-reduced-motion`). */
  reducedMotion?: boolean;
  /** Pixel speed of comments. */
  speed?: number;
}

/** How many recent comments the reduced-motion list keeps. */
const STATIC_LIST = 8;

type Recent = { id: string; text: string; color?: string; count: number };
/** The reduced-motion list: the latest comments, a repeat counted on the line already there. */
function mergeRecent(list: Recent[], comment: DanmakuComment): Recent[] {
  const at = list.findIndex((c) => c.text === comment.text.trim());
  if (at >= 0) return list.map((c, i) => (i === at ? { ...c, count: c.count + 1 } : c));
  return [...list, { id: comment.id, text: comment.text.trim(), color: comment.color, count: 1 }].slice(-STATIC_LIST);
}

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
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
 * The danmaku layer over the player: our engine, drawn on a canvas that scrolls (each label is drawn
 * once, a frame is a copy whatever the number of comments; see canvas.ts).
 * Decorative for assistive technology: the chat pane carries the same messages as text.
 */
export const DanmakuLayer = forwardRef<DanmakuLayerHandle, DanmakuLayerProps>(function DanmakuLayer(
  { settings = DEFAULT_DANMAKU_SETTINGS, initial, paused = false, at = 0, reducedMotion, speed },
  ref,
) {
  const intl = useIntl();
  const prefersReduced = usePrefersReducedMotion();
  const staticList = reducedMotion ?? prefersReduced;
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<DanmakuEngine | null>(null);
  const [recent, setRecent] = useState<{ id: string; text: string; color?: string; count: number }[]>(() =>
    (initial ?? []).reduce(mergeRecent, []),
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
          setRecent((list) => mergeRecent(list, comment));
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

  // `initial`, `at` and `speed` are read once per mount on purpose (a new array each render must not
  // restart the screen). While danmaku is switched off there is no engine and no animation loop:
  // comments that arrive meanwhile are not kept for later (as on Bilibili or Douyu).
  const shown = settings.show;
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (staticList || !shown) return;
    const host = hostRef.current;
    if (!host) return;
    const font = getComputedStyle(host).fontFamily || 'sans-serif';
    const engine = new DanmakuEngine({
      width: host.clientWidth || 640,
      height: host.clientHeight || 360,
      settings: settingsRef.current,
      measure: createCanvasMeasure(font),
      speed,
    });
    engineRef.current = engine;
    const start = paused ? 1 : performance.now();
    for (const c of initial ?? []) engine.add(c, start);
    if (paused) for (let t = start; t <= start + at * 1000; t += 50) engine.tick(t);
    const view = new DanmakuCanvas(host, engine, { fontFamily: font });
    if (paused) view.draw();
    else view.start();
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => engine.resize(host.clientWidth, host.clientHeight));
    observer?.observe(host);
    return () => {
      view.dispose();
      observer?.disconnect();
      engineRef.current = null;
    };
  }, [staticList, paused, shown]);

  useEffect(() => {
    engineRef.current?.configure(settings);
  }, [settings]);

  const style = { opacity: settings.opacity / 100, display: settings.show ? undefined : 'none' };
  if (staticList) {
    // A readable panel for reduced-motion users: the opacity setting is for text over the picture.
    return (
      <ol
        className={styles.danmakuStatic}
        style={{ display: style.display }}
        aria-label={intl.formatMessage({ id: 'ui.live.danmaku.staticLabel' })}
      >
        {recent.map((c) => (
          <li key={c.id}>{itemLabel(c)}</li>
        ))}
      </ol>
    );
  }
  return <div ref={hostRef} className={styles.danmakuLayer} style={style} aria-hidden="true" data-testid="danmaku-layer" />;
});
