import { describe, expect, it } from 'vitest';
import { DanmakuEngine, type DanmakuItem, DEFAULT_DANMAKU_SETTINGS, itemLabel } from './engine';

const measure = (text: string, px: number) => text.length * px * 0.6;

function overlapsInLane(items: readonly DanmakuItem[]): string | null {
  const byLane = new Map<number, DanmakuItem[]>();
  for (const item of items) byLane.set(item.lane, [...(byLane.get(item.lane) ?? []), item]);
  for (const [lane, list] of byLane) {
    const sorted = [...list].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      if (a.x + a.width > b.x) return `lane ${lane}: ${a.id} [${a.x}, ${a.x + a.width}] overlaps ${b.id} at ${b.x}`;
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
      expect(overlapsInLane(engine.items)).toBeNull();
      maxOnScreen = Math.max(maxOnScreen, engine.items.length);
    }
    // The flood filled the screen (so the check above was meaningful) and the queue stayed bounded.
    expect(maxOnScreen).toBeGreaterThan(engine.lanes * 2);
    expect(engine.waiting).toBeLessThanOrEqual(engine.maxQueue);
    expect(engine.dropped).toBeGreaterThan(0);
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
