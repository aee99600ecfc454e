import { describe, expect, it } from 'vitest';
import { cs2Script, homeIsCt, mapOver } from '../src/esports/script/cs2';
import { mobaScript } from '../src/esports/script/moba';
import { BREAK_SECONDS, seriesAt, seriesPlan } from '../src/esports/script/series';
import type { GameMoment } from '../src/esports/script/types';

// The esports scripts alone (no database): series end at the right score, CS2 maps at 13 or by the
// overtime rule, and what must only grow never goes down. Everything is a function of the ids, so
// these cases are the same on every run.

const ids = Array.from({ length: 120 }, (_, i) => 5_000 + i * 7);
const games = ['lol', 'dota2', 'cs2'] as const;

describe('a series', () => {
  for (const game of games) {
    for (const bestOf of [1, 3, 5] as const) {
      it(`of ${game}, best of ${bestOf}, ends when a side has won ${Math.ceil(bestOf / 2)} and not before`, () => {
        const need = Math.ceil(bestOf / 2);
        for (const id of ids) {
          const plan = seriesPlan({ id, game, bestOf, homeRating: 1500, awayRating: 1560 });
          const wins = [0, 0];
          for (const g of plan.games) wins[g.script.winner]! += 1;
          expect(Math.max(wins[0]!, wins[1]!), `series ${id}`).toBe(need);
          expect(Math.min(wins[0]!, wins[1]!)).toBeLessThan(need);
          expect(plan.games.length).toBe(wins[0]! + wins[1]!);
          expect(wins[plan.winner]).toBe(need);
          // The decisive game is the last: the side that wins it reaches `need` there.
          expect(plan.games.at(-1)!.script.winner).toBe(plan.winner);
          const end = seriesAt(plan, plan.length);
          expect({ status: end.status, winner: end.winner, score: end.score }).toEqual({ status: 3, winner: plan.winner, score: wins });
          expect(seriesAt(plan, plan.length - 1).status).toBe(1);
          expect(seriesAt(plan, -1)).toMatchObject({ status: 2, score: [0, 0], games: [] });
        }
      });
    }
  }

  it('plays its games one after another with a break between them, the score counting the games finished', () => {
    const plan = seriesPlan({ id: 77, game: 'lol', bestOf: 5, homeRating: 1550, awayRating: 1550 });
    expect(plan.games.length).toBeGreaterThanOrEqual(3);
    const [first, second] = plan.games;
    expect(second!.offset).toBe(first!.script.length + BREAK_SECONDS);
    const inBreak = seriesAt(plan, first!.script.length + 10);
    expect(inBreak.currentGame).toBe(2);
    expect(inBreak.games.map((g) => g.moment.finished)).toEqual([true]);
    expect(inBreak.score[first!.script.winner]).toBe(1);
    const inSecond = seriesAt(plan, second!.offset + 60);
    expect(inSecond.currentGame).toBe(2);
    expect(inSecond.games.map((g) => g.moment.finished)).toEqual([true, false]);
  });

  it('is the same every time it is planned (tests and restarts rely on it)', () => {
    const spec = { id: 4242, game: 'cs2' as const, bestOf: 3 as const, homeRating: 1610, awayRating: 1480 };
    const a = seriesAt(seriesPlan(spec), 5_000);
    const b = seriesAt(seriesPlan(spec), 5_000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('is won more often by the stronger side', () => {
    const strong = ids.filter((id) => seriesPlan({ id, game: 'lol', bestOf: 3, homeRating: 1700, awayRating: 1400 }).winner === 0);
    expect(strong.length).toBeGreaterThan(ids.length * 0.65);
  });
});

/** The moments of a game every `step` seconds, and its end. */
function course(script: { length: number; at(t: number): GameMoment }, step: number): GameMoment[] {
  const out: GameMoment[] = [];
  for (let t = 0; t < script.length; t += step) out.push(script.at(t));
  out.push(script.at(script.length));
  return out;
}

const nonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

describe('a League of Legends or Dota 2 game', () => {
  for (const game of ['lol', 'dota2'] as const) {
    it(`of ${game}: kills, towers, gold, objectives and each player's line only grow; kills and deaths add up`, () => {
      for (const id of ids.slice(0, 40)) {
        const script = mobaScript(game, `${id}:1`, 0.5, true);
        const moments = course(script, 30);
        for (const side of [0, 1] as const) {
          for (const field of ['kills', 'towers', 'gold', game === 'lol' ? 'dragons' : 'roshans'] as const) {
            expect(nonDecreasing(moments.map((m) => m.sides[side][field] as number)), `${id} ${field}`).toBe(true);
          }
          for (let p = 0; p < 5; p++) {
            for (const field of ['kills', 'deaths', 'assists', 'cs', 'gold'] as const) {
              expect(nonDecreasing(moments.map((m) => m.lines[side][p]![field] as number)), `${id} player ${p} ${field}`).toBe(true);
            }
          }
        }
        const end = moments.at(-1)!;
        expect(end.finished).toBe(true);
        expect(end.winner).toBe(script.winner);
        for (const side of [0, 1] as const) {
          const other = (1 - side) as 0 | 1;
          expect(end.lines[side].reduce((n, l) => n + l.kills, 0)).toBe(end.sides[side].kills);
          expect(end.lines[other].reduce((n, l) => n + l.deaths, 0)).toBe(end.sides[side].kills);
        }
        // The winner brought the base down: it took more towers than the loser.
        expect(end.sides[script.winner].towers!).toBeGreaterThan(end.sides[1 - script.winner]!.towers!);
        expect(moments[0]!.finished).toBe(false);
        expect(moments[0]!.winner).toBeNull();
      }
    });
  }

  it('names ten different champions a game, and the sides blue and red', () => {
    const end = mobaScript('lol', '9:2', 0.5, false).at(10_000);
    const heroes = [...end.lines[0], ...end.lines[1]].map((l) => l.hero);
    expect(new Set(heroes).size).toBe(10);
    expect(end.sides.map((s) => s.side)).toEqual(['red', 'blue']);
  });
});

describe('a CS2 map', () => {
  const maps = ids.flatMap((id) => [1, 2, 3].map((n) => cs2Script(`${id}:${n}`, 'de_nuke', 0.5, id % 2 === 0)));

  it('is won at 13 rounds in regulation, or in overtime at 16, 19, … by 4 of an overtime’s 6 rounds', () => {
    let overtimes = 0;
    for (const script of maps) {
      const end = script.at(script.length);
      const won = end.sides[script.winner].rounds!;
      const lost = end.sides[1 - script.winner]!.rounds!;
      if (lost <= 11) expect(won).toBe(13);
      else {
        overtimes += 1;
        expect((won - 16) % 3).toBe(0);
        expect(won - lost).toBeGreaterThanOrEqual(1);
        expect(won - lost).toBeLessThanOrEqual(4);
        expect(lost).toBeGreaterThanOrEqual(12);
      }
      expect(end.round).toBe(won + lost);
      // The rounds of each period add up to the rounds won.
      for (const side of end.sides) expect(side.half_rounds!.reduce((a, b) => a + b, 0)).toBe(side.rounds);
    }
    // Among 360 maps some go to overtime, so the rule above was exercised.
    expect(overtimes).toBeGreaterThan(0);
  });

  it('ends exactly when the rule says: mapOver', () => {
    expect(mapOver([13, 11], 24)).toBe(true);
    expect(mapOver([12, 12], 24)).toBe(false);
    expect(mapOver([13, 12], 25)).toBe(false);
    expect(mapOver([16, 14], 30)).toBe(true);
    expect(mapOver([15, 15], 30)).toBe(false);
    expect(mapOver([18, 16], 34)).toBe(false);
    expect(mapOver([19, 17], 36)).toBe(true);
  });

  it('swaps sides after round 12, and in each overtime after three rounds', () => {
    expect([1, 12, 13, 24].map((r) => homeIsCt(r, true))).toEqual([true, true, false, false]);
    // Overtime 1 starts on the sides the teams ended on, swapping after three; overtime 2 likewise.
    expect([25, 27, 28, 30, 31, 34].map((r) => homeIsCt(r, true))).toEqual([false, false, true, true, true, false]);
    expect(homeIsCt(1, false)).toBe(false);
  });

  it('keeps rounds and players’ numbers growing, money between $0 and $16,000 a player, everyone dying at most once a round', () => {
    for (const script of maps.slice(0, 60)) {
      const moments = course(script, 20);
      for (const side of [0, 1] as const) {
        expect(nonDecreasing(moments.map((m) => m.sides[side].rounds!))).toBe(true);
        for (const m of moments) {
          expect(m.sides[side].money!).toBeGreaterThanOrEqual(0);
          expect(m.sides[side].money!).toBeLessThanOrEqual(5 * 16_000);
        }
        for (let p = 0; p < 5; p++) {
          expect(nonDecreasing(moments.map((m) => m.lines[side][p]!.kills))).toBe(true);
          expect(nonDecreasing(moments.map((m) => m.lines[side][p]!.deaths))).toBe(true);
        }
      }
      const end = moments.at(-1)!;
      for (const line of [...end.lines[0], ...end.lines[1]]) expect(line.deaths).toBeLessThanOrEqual(end.round!);
      // Pistol rounds start at $800 a player.
      expect(script.at(0).sides.map((s) => s.money)).toEqual([4_000, 4_000]);
    }
  });
});
