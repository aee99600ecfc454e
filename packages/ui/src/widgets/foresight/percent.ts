import type { ProbsData } from './types';

/**
 * Whole percents that sum to exactly 100 (largest remainder, Hamilton's method): floor each, then give
 * the points still missing to the largest fractional parts (ties to the earlier outcome). Rounding each
 * on its own can show 33 + 33 + 33 or 34 + 33 + 34.
 */
export function wholePercents(p: ProbsData): [home: number, draw: number, away: number] {
  const raw = [p.home, p.draw, p.away].map((x) => Math.max(0, x));
  const total = raw[0]! + raw[1]! + raw[2]! || 1;
  const scaled = raw.map((x) => (x / total) * 100);
  const out = scaled.map(Math.floor);
  const missing = 100 - (out[0]! + out[1]! + out[2]!);
  const order = [0, 1, 2].sort((a, b) => scaled[b]! - out[b]! - (scaled[a]! - out[a]!) || a - b);
  for (let i = 0; i < missing; i++) out[order[i]!]! += 1;
  return out as [number, number, number];
}
