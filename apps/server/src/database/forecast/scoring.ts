import type { Outcome3 } from './poisson';

// Turning odds into probabilities, and scoring probabilities against what happened.

export type OutcomeKey = keyof Outcome3;

export const outcomeOf = (homeScore: number, awayScore: number): OutcomeKey =>
  homeScore > awayScore ? 'home' : homeScore === awayScore ? 'draw' : 'away';

/**
 * 1X2 decimal odds as probabilities: each inverse odd over their sum, which removes the overround
 * (the bookmaker's margin, the amount the inverses exceed 1) in proportion. null when a price is
 * missing or not a price (≤ 1).
 */
export function impliedProbabilities(win: unknown, draw: unknown, fail: unknown): { probs: Outcome3; overround: number } | null {
  const prices = [win, draw, fail].map(Number);
  if (prices.some((p) => !Number.isFinite(p) || p <= 1)) return null;
  const inverse = prices.map((p) => 1 / p);
  const sum = inverse[0]! + inverse[1]! + inverse[2]!;
  return { probs: { home: inverse[0]! / sum, draw: inverse[1]! / sum, away: inverse[2]! / sum }, overround: sum - 1 };
}

/** The three-outcome Brier score: Σ (p − o)² over home / draw / away, 0 for a certain right forecast, 2 for a certain wrong one. */
export function brier(probs: Outcome3, outcome: OutcomeKey): number {
  return (['home', 'draw', 'away'] as const).reduce((s, k) => s + (probs[k] - (k === outcome ? 1 : 0)) ** 2, 0);
}

export const mean = (xs: readonly number[]): number | null => (xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length);
