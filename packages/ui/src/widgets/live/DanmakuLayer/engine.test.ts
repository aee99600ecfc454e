import { describe, expect, it } from 'vitest';
import { DanmakuEngine, type DanmakuItem, DEFAULT_DANMAKU_SETTINGS, itemLabel } from './engine';

const measure = (text: string, px: number) => text.length * px * 0.6;

/** The first pair of neighbours in a lane closer than `gap` (overlapping when negative), or null. */
function overlapsInLane(items: readonly DanmakuItem[], gap = 0): string | null {
  const byLane = new Map<number, DanmakuItem[]>();
  for (const item of items) byLane.set(item.lane, [...(byLane.get(item.lane) ?? []), item]);
  for (const [lane, list] of byLane) {
    const sorted = [...list].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      // 1e-6: positions are floats moved by the same steps; only rounding may differ.
      if (a.x + a.width + gap > b.x + 1e-6) return `lane ${lane}: ${a.id} [${a.x}, ${a.x + a.width}] +${gap} overlaps ${b.id} at ${b.x}`;
    }
  }
  return null;
}

describe('DanmakuEngine', () => {
  it('given a flood of distinct comments → when time passes → no two comments of a lane ever overlap', () => {
    const engine = new DanmakuEngine({ width: 800, height: 450, measure, speed: 160 });
    let t = 1_000;
    let n = 0;
    engine.tick(t);
    let maxOnScreen = 0;
    for (let frame = 0; frame < 1_200; frame++) {
      for (let k = 0; k < 5; k++) engine.add({ id: `c${n}`, text: `comment number ${n++} ${'x'.repeat(n % 17)}` }, t);
      t += 16.7;
      engine.tick(t);
      expect(overlapsInLane(engine.items, engine.gap)).toBeNull();
      maxOnScreen = Math.max(maxOnScreen, engine.items.length);
    }
    // The flood filled the screen (so the check above was meaningful) and the queue stayed bounded.
    expect(maxOnScreen).toBeGreaterThan(engine.lanes * 2);
    expect(engine.waiting).toBeLessThanOrEqual(engine.maxQueue);
    expect(engine.dropped).toBeGreaterThan(0);
  });

  it('given a flood where texts repeat → merged counts widen comments on screen but never into the one behind', () => {
    const engine = new DanmakuEngine({ width: 800, height: 450, measure, speed: 160 });
    const words = ['goal', '好球', 'GG', '666', 'Vào'];
    let t = 1_000;
    let n = 0;
    engine.tick(t);
    let widened = 0;
    for (let frame = 0; frame < 1_200; frame++) {
      for (let k = 0; k < 5; k++) {
        n += 1;
        engine.add({ id: `c${n}`, text: n % 3 ? `line ${n}` : words[n % words.length]! }, t);
      }
      t += 16.7;
      engine.tick(t);
      expect(overlapsInLane(engine.items, engine.gap)).toBeNull();
      widened = Math.max(widened, ...engine.items.map((i) => i.count));
    }
    // Repeats did merge into copies on screen (so widening was exercised), up to two-digit counts.
    expect(widened).toBeGreaterThanOrEqual(10);
    expect(engine.merged).toBeGreaterThan(0);
  });

  it('given a comment boxed in by the one behind it → a repeat starts a new copy instead of widening into it', () => {
    const engine = new DanmakuEngine({
      width: 300,
      height: 20,
      measure,
      speed: 100,
      settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 1, area: 4 },
    });
    expect(engine.lanes).toBe(1);
    engine.tick(1);
    engine.add({ id: 'a', text: 'goal' }, 1);
    engine.add({ id: 'b', text: 'next' }, 1);
    engine.tick(2);
    // 'b' enters as soon as 'a' (39 px) and a one-em gap (16 px) have entered: 0.55 s at 100 px/s.
    for (let t = 12; t <= 542; t += 10) engine.tick(t);
    expect(engine.items.map((i) => i.id)).toEqual(['a']);
    engine.tick(552);
    expect(engine.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(engine.add({ id: 'a2', text: 'goal' }, 600)).toBe('queued');
    expect(engine.items.map((i) => i.count)).toEqual([1, 1]);
    expect(engine.waiting).toBe(1);
    expect(overlapsInLane(engine.items, engine.gap)).toBeNull();
  });

  it('given a long frame → a waiting comment enters where it would have been, one em behind the one ahead', () => {
    const engine = new DanmakuEngine({
      width: 300,
      height: 20,
      measure,
      speed: 100,
      settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 1, area: 4 },
    });
    engine.tick(1);
    engine.add({ id: 'a', text: 'goal' }, 2);
    engine.add({ id: 'b', text: 'next' }, 2);
    engine.add({ id: 'c', text: 'more' }, 2);
    engine.tick(2);
    // 'a' (39 px) and a one-em gap (16 px) have entered after 55 px, 550 ms: with 200 ms frames the lane
    // frees 50 ms before the frame at 602, so 'b' is already 5 px in, exactly one em behind 'a'.
    engine.tick(202);
    engine.tick(402);
    expect(engine.items.map((i) => i.id)).toEqual(['a']);
    engine.tick(602);
    const [a, b] = engine.items;
    expect(b!.id).toBe('b');
    expect(b!.x).toBeCloseTo(a!.x + a!.width + engine.gap, 6);
    expect(b!.x).toBeCloseTo(295, 6);
    expect(engine.waiting).toBe(1);
    expect(overlapsInLane(engine.items, engine.gap)).toBeNull();
  });

  it('given a comment that arrives during a long frame → it enters no earlier than it arrived', () => {
    const engine = new DanmakuEngine({
      width: 300,
      height: 20,
      measure,
      speed: 100,
      settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 1, area: 4 },
    });
    engine.tick(1);
    engine.tick(201);
    engine.add({ id: 'a', text: 'goal' }, 351);
    engine.tick(401);
    expect(engine.items[0]!.x).toBeCloseTo(300 - 5, 6);
  });

  it('given a comment with room behind it → a repeat widens it to show the count', () => {
    const engine = new DanmakuEngine({
      width: 300,
      height: 20,
      measure,
      speed: 100,
      settings: { ...DEFAULT_DANMAKU_SETTINGS, size: 1, area: 4 },
    });
    engine.tick(1);
    engine.add({ id: 'a', text: 'goal' }, 1);
    engine.tick(2);
    const before = engine.items[0]!.width;
    expect(engine.add({ id: 'a2', text: 'goal' }, 3)).toBe('merged');
    expect(engine.items[0]!.width).toBeGreaterThan(before);
    expect(itemLabel(engine.items[0]!)).toBe('goal ×2');
  });

  it('given sizes 1 to 3 → lanes are 1.25 em high and comments are one em apart', () => {
    for (const [size, lane] of [
      [1, 20],
      [2, 25],
      [3, 33],
    ] as const) {
      const engine = new DanmakuEngine({ width: 1920, height: 1080, measure, settings: { ...DEFAULT_DANMAKU_SETTINGS, size, area: 4 } });
      expect(engine.laneHeight).toBe(lane);
      expect(engine.gap).toBe(engine.fontPx);
      expect(engine.lanes).toBe(Math.floor(1080 / lane));
    }
  });

  it('given area settings 1 to 4 → the lanes in use grow with the area and never pass its quarter of the height', () => {
    const used: number[] = [];
    for (const area of [1, 2, 3, 4]) {
      const engine = new DanmakuEngine({ width: 640, height: 480, measure, settings: { ...DEFAULT_DANMAKU_SETTINGS, area } });
      engine.tick(1);
      for (let i = 0; i < 200; i++) engine.add({ id: `c${i}`, text: `distinct ${i}` }, 1);
      engine.tick(2);
      const lanes = new Set(engine.items.map((it) => it.lane));
      const deepest = Math.max(...lanes);
      expect((deepest + 1) * engine.laneHeight).toBeLessThanOrEqual((480 * area) / 4);
      expect(lanes.size).toBe(engine.lanes);
      used.push(lanes.size);
    }
    expect(used[0]).toBeLessThan(used[1]!);
    expect(used[1]).toBeLessThan(used[2]!);
    expect(used[2]).toBeLessThan(used[3]!);
  });

  it('given a repeated text → it merges into the copy on screen and shows ×N instead of new comments', () => {
    const engine = new DanmakuEngine({ width: 800, height: 450, measure });
    engine.tick(1);
    for (let i = 0; i < 23; i++) engine.add({ id: `g${i}`, text: i % 2 ? '好球！' : ' 好球！ ' }, 1 + i);
    engine.tick(30);
    expect(engine.items).toHaveLength(1);
    expect(itemLabel(engine.items[0]!)).toBe('好球！ ×23');
    expect(engine.merged).toBe(22);
  });

  it('given a repeat after the merge window → it is a new comment', () => {
    const engine = new DanmakuEngine({ width: 4000, height: 450, measure, speed: 10, mergeWindowMs: 1_000 });
    engine.tick(1);
    engine.add({ id: 'a', text: 'goal' }, 1);
    engine.tick(2);
    engine.add({ id: 'b', text: 'goal' }, 5_000);
    engine.tick(5_001);
    expect(engine.items.map((i) => i.count)).toEqual([1, 1]);
  });

  it('given the viewer’s own comment → it jumps the queue and is never merged away', () => {
    const engine = new DanmakuEngine({ width: 300, height: 60, measure, settings: { ...DEFAULT_DANMAKU_SETTINGS, area: 1 } });
    engine.tick(1);
    for (let i = 0; i < 10; i++) engine.add({ id: `c${i}`, text: `other ${i}` }, 1);
    engine.add({ id: 'me', text: 'other 3', mine: true }, 2);
    engine.tick(3);
    expect(engine.items.map((i) => i.id)).toEqual(['me']);
  });

  it('given items moving off the left edge → they leave the screen', () => {
    const engine = new DanmakuEngine({ width: 200, height: 100, measure, speed: 1_000 });
    engine.tick(1);
    engine.add({ id: 'a', text: 'short' }, 1);
    engine.tick(2);
    expect(engine.items).toHaveLength(1);
    for (let t = 2; t < 2_000; t += 100) engine.tick(t);
    expect(engine.items).toHaveLength(0);
  });
});
