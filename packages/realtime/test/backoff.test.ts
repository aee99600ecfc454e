import { describe, expect, it } from 'vitest';
import { Backoff } from '../src/index';

describe('Backoff (exponential, full jitter, capped)', () => {
  it('doubles the ceiling on each attempt up to the cap, and draws the delay below it', () => {
    const b = new Backoff({ baseMs: 100, maxMs: 1_000, random: () => 0.999 });
    expect(Array.from({ length: 6 }, () => b.next())).toEqual([99, 199, 399, 799, 999, 999]);
    const low = new Backoff({ baseMs: 100, maxMs: 1_000, random: () => 0 });
    expect([low.next(), low.next()]).toEqual([0, 0]);
    const half = new Backoff({ baseMs: 100, maxMs: 1_000, random: () => 0.5 });
    expect([half.next(), half.next(), half.next()]).toEqual([50, 100, 200]);
  });

  it('starts again from the smallest ceiling after a reset', () => {
    const b = new Backoff({ baseMs: 100, maxMs: 10_000, random: () => 0.999 });
    b.next();
    b.next();
    b.next();
    expect(b.attempt).toBe(3);
    b.reset();
    expect(b.ceiling()).toBe(100);
    expect(b.next()).toBe(99);
  });
});
