import { describe, expect, it } from 'vitest';
import { wholePercents } from './percent';

describe('wholePercents', () => {
  it('sums to exactly 100 where rounding each would not', () => {
    expect(wholePercents({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 })).toEqual([34, 33, 33]);
    expect(wholePercents({ home: 0.425, draw: 0.155, away: 0.42 })).toEqual([43, 15, 42]);
    expect(wholePercents({ home: 0.505, draw: 0.245, away: 0.25 })).toEqual([51, 24, 25]);
  });
  it('gives the missing points to the largest remainders', () => {
    // 47.6 / 26.3 / 26.1 → floors 47 / 26 / 26 (99): the .6 gets the point.
    expect(wholePercents({ home: 0.476, draw: 0.263, away: 0.261 })).toEqual([48, 26, 26]);
    for (let i = 0; i < 200; i++) {
      const a = (i * 0.37) % 1;
      const b = (1 - a) * ((i * 0.61) % 1);
      const r = wholePercents({ home: a, draw: b, away: 1 - a - b });
      expect(r[0] + r[1] + r[2]).toBe(100);
    }
  });
  it('keeps a certainty whole', () => {
    expect(wholePercents({ home: 1, draw: 0, away: 0 })).toEqual([100, 0, 0]);
  });
});
