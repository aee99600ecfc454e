import { describe, expect, it } from 'vitest';
import { squad } from '../src/seed/players';
import {
  BASKETBALL_FINAL,
  basketballProgress,
  basketballScript,
  FOOTBALL_FINAL,
  footballOddsMovements,
  footballScoreAt,
  footballScript,
  footballStats,
  footballTimeline,
} from '../src/sim/script/index';

// The scripts the simulator plays: pure functions of the match id, checked over many ids.
const IDS = Array.from({ length: 1500 }, (_, i) => i + 1);

describe('a football script', () => {
  it('disallows a goal in a few matches (about one in eight), in the half it was scored, taking the score down by one', () => {
    const withCorrection = IDS.filter((id) => footballScript(id).some((e) => e.kind === 'goal_disallowed'));
    expect(withCorrection.length / IDS.length).toBeGreaterThan(0.08);
    expect(withCorrection.length / IDS.length).toBeLessThan(0.16);
    for (const id of withCorrection) {
      const events = footballScript(id);
      const decision = events.find((e) => e.kind === 'goal_disallowed')!;
      const before = footballScoreAt(events, decision.minute - 1);
      const after = footballScoreAt(events, decision.minute);
      const side = decision.side === 'home' ? 0 : 1;
      expect(after[side]).toBeLessThanOrEqual(before[side]);
      const goal = events.filter((e) => e.kind === 'goal' && e.side === decision.side && e.minute < decision.minute).at(-1)!;
      expect(goal.minute <= 45).toBe(decision.minute <= 45);
    }
  });

  it('never shows a negative score, and ends with its goals less its disallowed goals', () => {
    for (const id of IDS.slice(0, 300)) {
      const events = footballScript(id);
      for (let m = 0; m <= 90; m++) for (const s of footballScoreAt(events, m)) expect(s).toBeGreaterThanOrEqual(0);
      const goals = events.filter((e) => e.kind === 'goal').length - events.filter((e) => e.kind === 'goal_disallowed').length;
      const [h, a] = footballScoreAt(events, 90);
      expect(h + a).toBe(goals);
    }
  });

  it('puts only players on the pitch in the timeline: nobody scores after leaving, substitutes come from the bench once', () => {
    for (const id of IDS.slice(0, 300)) {
      const timeline = footballTimeline(id, 8201, 8202);
      const gone = { home: new Set<string>(), away: new Set<string>() };
      const cameOn = { home: new Set<string>(), away: new Set<string>() };
      const bench = { home: squad(8201, 0).substitutes.map((p) => p.name_en), away: squad(8202, 0).substitutes.map((p) => p.name_en) };
      for (const e of timeline) {
        if (e.kind === 'goal' || e.kind === 'yellow' || e.kind === 'red') {
          expect(e.player, `${id} ${e.kind} ${e.minute}`).toBeDefined();
          expect(gone[e.side].has(e.player!.name_en)).toBe(false);
          if (bench[e.side].includes(e.player!.name_en)) expect(cameOn[e.side].has(e.player!.name_en)).toBe(true);
        }
        if (e.kind === 'red') gone[e.side].add(e.player!.name_en);
        if (e.kind === 'substitution' && e.player) {
          expect(bench[e.side]).toContain(e.player.name_en);
          expect(cameOn[e.side].has(e.player.name_en)).toBe(false);
          expect(gone[e.side].has(e.player_out!.name_en)).toBe(false);
          cameOn[e.side].add(e.player.name_en);
          gone[e.side].add(e.player_out!.name_en);
        }
      }
    }
  });

  it('has statistics that only grow with the clock and match the timeline', () => {
    for (const id of IDS.slice(0, 30)) {
      let last = footballStats(id, 0);
      for (let clock = 1; clock <= FOOTBALL_FINAL; clock++) {
        const now = footballStats(id, clock);
        for (const [i, line] of now.entries()) {
          if (line.key === 'possession') continue;
          expect(line.home).toBeGreaterThanOrEqual(last[i]!.home);
          expect(line.away).toBeGreaterThanOrEqual(last[i]!.away);
        }
        last = now;
      }
      const corners = footballScript(id).filter((e) => e.kind === 'corner' && e.side === 'home').length;
      expect(last.find((l) => l.key === 'corners')!.home).toBe(corners);
    }
  });

  it('suspends the odds (封) when a goal goes in, reopens them with new prices, and closes them at full time', () => {
    for (const id of IDS.slice(0, 300)) {
      const goals = footballScript(id).filter((e) => e.kind === 'goal');
      const moves = footballOddsMovements(id);
      for (const g of goals) {
        const at = moves.filter((m) => m.clock === g.minute);
        const sealed =
          at.some((m) => m.exponent.eu.scram.sealing_disk === 1) ||
          moves.filter((m) => m.clock < g.minute).at(-1)?.exponent.eu.scram.sealing_disk === 1;
        expect(sealed, `match ${id} goal at ${g.minute}`).toBe(true);
        const reopened = moves.find((m) => m.clock > g.minute && m.exponent.eu.scram.sealing_disk === 0);
        if (g.minute < 89) expect(reopened, `match ${id} reopens after ${g.minute}`).toBeDefined();
      }
      const last = moves.at(-1)!;
      expect(last.clock).toBe(FOOTBALL_FINAL);
      expect([last.exponent.eu.scram.sealing_disk, last.exponent.asia.scram.sealing_disk, last.exponent.bs.scram.sealing_disk]).toEqual([
        1, 1, 1,
      ]);
      for (const m of moves) {
        const eu = m.exponent.eu.scram;
        if (eu.sealing_disk === 0 && m.clock < 80) expect(1 / eu.win + 1 / eu.draw + 1 / eu.fail).toBeGreaterThan(0.95);
        expect(eu.win).toBeGreaterThanOrEqual(1.01);
      }
    }
  });
});

describe('a basketball script', () => {
  it('never ends level: a tie after four quarters goes to overtime (status 9)', () => {
    let overtimes = 0;
    for (const id of IDS) {
      const end = basketballProgress(id, 0, 10 * 3600 * 1000);
      expect(end.status_id).toBe(10);
      expect(end.clock).toBe(BASKETBALL_FINAL);
      expect(end.home_scores_total).not.toBe(end.away_scores_total);
      if (basketballScript(id).length === 5) {
        overtimes += 1;
        const fourQuarters = 15 * 4 + 3 + 10 + 3;
        expect(basketballProgress(id, 0, (fourQuarters + 2) * 60_000).status_id).toBe(9);
      }
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it('counts the clock down within a quarter and the points up', () => {
    const id = 77;
    let last = basketballProgress(id, 0, 60_000);
    for (let s = 120; s < 15 * 60; s += 60) {
      const now = basketballProgress(id, 0, s * 1000);
      expect(now.status_id).toBe(2);
      expect(now.time_left!).toBeLessThan(last.time_left!);
      expect(now.home_scores_total).toBeGreaterThanOrEqual(last.home_scores_total);
      expect(now.clock).toBeGreaterThan(last.clock);
      last = now;
    }
  });

  it('plays sixty times faster at speed 60', () => {
    expect(basketballProgress(5, 0, 15 * 1000, 60).status_id).toBe(3);
    expect(basketballProgress(5, 0, 15 * 60 * 1000, 1).status_id).toBe(3);
  });
});
