import { describe, expect, it } from 'vitest';
import { expectedGoals, fitPoisson, type MatchResult, outcomeProbabilities } from '../src/database/forecast/poisson';
import { brier, impliedProbabilities, outcomeOf } from '../src/database/forecast/scoring';

// The /foresight model on its own: fitted strengths, outcome probabilities, odds and Brier scores.

/** A small league in which team 1 beats everyone 3-0 and team 4 loses to everyone 0-2, the rest drawing 1-1. */
function league(): MatchResult[] {
  const teams = [1, 2, 3, 4];
  const out: MatchResult[] = [];
  let time = 1_000;
  for (let leg = 0; leg < 2; leg++) {
    for (const h of teams) {
      for (const a of teams) {
        if (h === a) continue;
        let hs = 1;
        let as = 1;
        if (h === 1) [hs, as] = [3, 0];
        else if (a === 1) [hs, as] = [0, 3];
        else if (h === 4) [hs, as] = [0, 2];
        else if (a === 4) [hs, as] = [2, 0];
        time += 100;
        out.push({ home: h, away: a, hs, as, time });
      }
    }
  }
  return out;
}

describe('the Poisson model', () => {
  it('ranks a dominant team above a weak one in attack and in defence', () => {
    const fit = fitPoisson(league());
    expect(fit.attack.get(1)!).toBeGreaterThan(fit.attack.get(2)!);
    expect(fit.attack.get(2)!).toBeGreaterThan(fit.attack.get(4)!);
    // A lower defence number concedes less.
    expect(fit.defence.get(1)!).toBeLessThan(fit.defence.get(4)!);
    const [strong, weak] = expectedGoals(fit, 1, 4);
    expect(strong).toBeGreaterThan(2 * weak);
    const p = outcomeProbabilities(strong, weak);
    expect(p.home).toBeGreaterThan(0.7);
    // The reverse fixture still favours the strong side, but less (home advantage goes to the weak side).
    const q = outcomeProbabilities(...expectedGoals(fit, 4, 1));
    expect(q.away).toBeGreaterThan(0.5);
  });

  it('reproduces the goals it was fitted on: total expected goals equal the goals scored', () => {
    const results = league();
    const fit = fitPoisson(results);
    const expected = results.reduce((s, r) => {
      const [h, a] = expectedGoals(fit, r.home, r.away);
      return s + h + a;
    }, 0);
    const goals = results.reduce((s, r) => s + r.hs + r.as, 0);
    expect(expected).toBeCloseTo(goals, 6);
  });

  it('finds home advantage when home sides score more', () => {
    const results: MatchResult[] = [];
    for (let i = 0; i < 40; i++) results.push({ home: 1 + (i % 2), away: 2 - (i % 2), hs: 2, as: 1, time: i });
    const fit = fitPoisson(results);
    expect(fit.home).toBeGreaterThan(1.5);
    expect(fit.home).toBeLessThan(2.01);
  });

  it('gives a team that has not scored a chance all the same (the prior), and average teams when there are no results', () => {
    const results: MatchResult[] = [
      { home: 1, away: 2, hs: 3, as: 0, time: 1 },
      { home: 2, away: 1, hs: 0, as: 2, time: 2 },
    ];
    const fit = fitPoisson(results);
    expect(fit.attack.get(2)!).toBeGreaterThan(0.1);
    expect(outcomeProbabilities(...expectedGoals(fit, 2, 1)).home).toBeGreaterThan(0.02);
    const empty = fitPoisson([]);
    expect(empty.results).toBe(0);
    const [h, a] = expectedGoals(empty, 7, 8);
    expect(h).toBe(a);
  });

  it('records how many results and up to when it was fitted on, so no later result can hide in a prediction', () => {
    const results = league();
    const fit = fitPoisson(results.slice(0, 10));
    expect(fit.results).toBe(10);
    expect(fit.until).toBe(results[9]!.time);
  });

  it('gives probabilities that sum to 1', () => {
    for (const [h, a] of [
      [0.2, 3.5],
      [1.4, 1.1],
      [6, 0.1],
    ] as const) {
      const p = outcomeProbabilities(h, a);
      expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
      expect(Math.min(p.home, p.draw, p.away)).toBeGreaterThan(0);
    }
    const even = outcomeProbabilities(1.3, 1.3);
    expect(even.home).toBeCloseTo(even.away, 12);
  });
});

describe('odds and scores', () => {
  it('removes the overround from 1X2 odds', () => {
    const implied = impliedProbabilities(2.0, 3.4, 3.8)!;
    expect(implied.probs.home + implied.probs.draw + implied.probs.away).toBeCloseTo(1, 12);
    expect(implied.overround).toBeCloseTo(1 / 2 + 1 / 3.4 + 1 / 3.8 - 1, 12);
    expect(implied.probs.home).toBeCloseTo(0.5 / (1 + implied.overround), 12);
    expect(impliedProbabilities(2.0, undefined, 3.8)).toBeNull();
    expect(impliedProbabilities(2.0, 1, 3.8)).toBeNull();
  });

  it('scores a perfect forecaster 0, a certain wrong one 2, and an even one 2/3', () => {
    expect(brier({ home: 1, draw: 0, away: 0 }, 'home')).toBe(0);
    expect(brier({ home: 0, draw: 0, away: 1 }, 'home')).toBe(2);
    expect(brier({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 'draw')).toBeCloseTo(2 / 3, 12);
    expect(brier({ home: 0.5, draw: 0.3, away: 0.2 }, 'away')).toBeCloseTo(0.25 + 0.09 + 0.64, 12);
    expect(outcomeOf(2, 1)).toBe('home');
    expect(outcomeOf(1, 1)).toBe('draw');
    expect(outcomeOf(0, 1)).toBe('away');
  });
});
