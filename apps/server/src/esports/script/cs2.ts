import { between, hash, prng } from '../../seed/prng';
import type { GameMoment, GameScript, LineState, SideState } from './types';

// A Counter-Strike 2 map, played round by round up front from the series id and map number.
// Rules (MR12 with MR3 overtime): 24 regulation rounds, sides swap after round 12, the first to 13
// wins. At 12–12, overtimes of six rounds: each starts on the sides the teams ended on and swaps after
// three; the first to 4 of an overtime's 6 wins (16, then 19, …), and 3–3 in one starts another.
// Money: $800 a player at the start of each half (pistol round), $12,500 at each overtime, $3,250 a
// player for a win, the loss bonus $1,400 rising $500 a loss in a row to $3,400, at most $16,000 a
// player; a team buys what it can (full buy, force or eco) and a better buy wins more often.

export const REGULATION = 24;
export const HALF = 12;
export const OVERTIME = 6;
const PLAYER_CAP = 16_000;
const FREEZE = 20;

interface Round {
  winner: 0 | 1;
  /** Seconds from the map's start to this round's end. */
  end: number;
  /** Team money (five players) at the round's start. */
  money: [number, number];
  /** Per line-up place: kills, deaths (at most one a round), assists, damage. */
  stats: [number[][], number[][]];
}

const KILL_WEIGHTS = [0.16, 0.26, 0.22, 0.21, 0.15];

/** The round number (1-based) → whether home plays CT in it, for a map where home started on CT or not. */
export function homeIsCt(round: number, homeStartsCt: boolean): boolean {
  let first: boolean;
  if (round <= REGULATION) first = round <= HALF;
  else {
    // An overtime starts on the sides the previous period ended on (second-half sides, then alternating).
    const ot = Math.floor((round - REGULATION - 1) / OVERTIME);
    const inOt = (round - REGULATION - 1) % OVERTIME;
    const startsSecondHalfSides = ot % 2 === 0;
    first = startsSecondHalfSides === inOt >= OVERTIME / 2;
  }
  return first === homeStartsCt;
}

/** Whether the map is over with these scores after `played` rounds. */
export function mapOver(score: [number, number], played: number): boolean {
  const top = Math.max(score[0], score[1]);
  if (played <= REGULATION) return top === HALF + 1;
  const ot = Math.floor((played - REGULATION - 1) / OVERTIME);
  return top === HALF + 4 + 3 * ot;
}

function buyOf(teamMoney: number, pistol: boolean): { spend: number; strength: number } {
  const perPlayer = teamMoney / 5;
  if (pistol) return { spend: teamMoney, strength: 0.5 };
  if (perPlayer >= 4_600) return { spend: 5 * 4_600, strength: 1 };
  if (perPlayer >= 2_400) return { spend: Math.round((teamMoney * 0.85) / 100) * 100, strength: 0.65 };
  return { spend: Math.min(teamMoney, 5 * 400), strength: 0.25 };
}

export function cs2Script(seed: string, map: string, homeChance: number, homeStartsCt: boolean): GameScript {
  const rand = prng(hash(`cs2:${seed}`));
  const rounds: Round[] = [];
  const score: [number, number] = [0, 0];
  let money: [number, number] = [4_000, 4_000];
  const lossStreak = [0, 0];
  let clock = 0;
  for (let n = 1; ; n++) {
    const pistol = n === 1 || n === HALF + 1;
    if (pistol) {
      money = [4_000, 4_000];
      lossStreak[0] = lossStreak[1] = 0;
    }
    if (n > REGULATION && (n - REGULATION - 1) % OVERTIME === 0) money = [62_500, 62_500];
    const start: [number, number] = [money[0], money[1]];
    const buys = [buyOf(money[0], pistol), buyOf(money[1], pistol)] as const;
    const ct = homeIsCt(n, homeStartsCt) ? 0 : 1;
    let p = homeChance + 0.3 * (buys[0].strength - buys[1].strength) + (ct === 0 ? 0.03 : -0.03);
    // A very long map ends: after three overtimes the stronger side closes it out.
    if (n > REGULATION + 3 * OVERTIME) p = homeChance >= 0.5 ? 0.95 : 0.05;
    const winner: 0 | 1 = rand() < Math.min(0.92, Math.max(0.08, p)) ? 0 : 1;
    const loser = (1 - winner) as 0 | 1;
    score[winner] += 1;

    const stats: [number[][], number[][]] = [[], []];
    for (const side of [0, 1] as const) for (let p2 = 0; p2 < 5; p2++) stats[side].push([0, 0, 0, 0]);
    const killsBy: [number, number] = [0, 0];
    killsBy[winner] = between(rand, 3, 5);
    killsBy[loser] = between(rand, 0, 4);
    for (const side of [0, 1] as const) {
      const other = (1 - side) as 0 | 1;
      // Victims are distinct: a player dies at most once a round.
      const victims = [0, 1, 2, 3, 4].sort(() => rand() - 0.5).slice(0, killsBy[side]);
      for (const victim of victims) {
        let r = rand();
        let killer = 0;
        for (const [i, w] of KILL_WEIGHTS.entries()) {
          r -= w;
          if (r < 0) {
            killer = i;
            break;
          }
        }
        stats[side][killer]![0]! += 1;
        stats[side][killer]![3]! += 100;
        stats[other][victim]![1]! += 1;
        const helper = between(rand, 0, 4);
        if (helper !== killer && rand() < 0.35) {
          stats[side][helper]![2]! += 1;
          stats[side][helper]![3]! += between(rand, 40, 90);
        }
      }
      for (const line of stats[side]) line[3]! += between(rand, 0, 45);
    }
    clock += FREEZE + between(rand, 55, 110);
    rounds.push({ winner, end: clock, money: start, stats });

    // Economy for the next round.
    for (const side of [0, 1] as const) {
      const left = money[side] - buys[side].spend;
      let earned: number;
      if (side === winner) {
        lossStreak[side] = 0;
        earned = 5 * 3_250;
      } else {
        lossStreak[side]! += 1;
        earned = 5 * Math.min(3_400, 1_400 + 500 * (lossStreak[side]! - 1));
      }
      money[side] = Math.min(5 * PLAYER_CAP, Math.max(0, left) + earned);
    }
    if (mapOver(score, n)) break;
  }
  const length = clock;
  const winner: 0 | 1 = score[0] > score[1] ? 0 : 1;

  function at(time: number): GameMoment {
    const t = Math.max(0, Math.min(length, Math.floor(time)));
    const finished = time >= length;
    const done = rounds.filter((r) => r.end <= t);
    const played = done.length;
    const won: [number, number] = [0, 0];
    const halves: [number[], number[]] = [[0], [0]];
    const totals: [number[][], number[][]] = [[0, 1, 2, 3, 4].map(() => [0, 0, 0, 0]), [0, 1, 2, 3, 4].map(() => [0, 0, 0, 0])];
    for (const [i, r] of done.entries()) {
      const n = i + 1;
      const period = n <= HALF ? 0 : n <= REGULATION ? 1 : 2 + Math.floor((n - REGULATION - 1) / OVERTIME);
      for (const side of [0, 1] as const) {
        while (halves[side].length <= period) halves[side].push(0);
        for (let p = 0; p < 5; p++) for (let k = 0; k < 4; k++) totals[side][p]![k]! += r.stats[side][p]![k]!;
      }
      won[r.winner] += 1;
      halves[r.winner][period]! += 1;
    }
    // The round being played, or the last one once the map is over.
    const round = finished ? played : Math.min(rounds.length, played + 1);
    const current = rounds[Math.max(0, round - 1)]!;
    const homeCt = homeIsCt(Math.max(1, round), homeStartsCt);
    const sides = ([0, 1] as const).map(
      (s): SideState => ({
        side: (s === 0) === homeCt ? 'ct' : 't',
        kills: null,
        towers: null,
        gold: null,
        dragons: null,
        barons: null,
        roshans: null,
        rounds: won[s],
        half_rounds: halves[s],
        money: current.money[s],
      }),
    ) as [SideState, SideState];
    const lines = ([0, 1] as const).map((s) =>
      totals[s].map(
        ([kills, deaths, assists, damage]): LineState => ({
          hero: null,
          kills: kills!,
          deaths: deaths!,
          assists: assists!,
          cs: null,
          gold: null,
          adr: played > 0 ? Math.round((damage! / played) * 10) / 10 : 0,
        }),
      ),
    ) as [LineState[], LineState[]];
    return { duration: t, finished, winner: finished ? winner : null, map, round, sides, lines };
  }

  return { game: 'cs2', length, winner, at };
}
