import { between, hash, pick, prng } from '../../seed/prng';
import { HEROES } from '../data';
import type { GameMoment, GameScript, LineState, SideState } from './types';

// A League of Legends or Dota 2 game: its winner, length and every kill, tower, dragon, baron or
// Roshan decided up front from the series id and game number, so the game at any moment is a count
// of the events before it (and a replay is identical). Kills, towers and objectives only grow; gold
// grows with time and with them.

type Objective = 'kill' | 'tower' | 'dragon' | 'baron' | 'roshan';
interface MobaEvent {
  t: number;
  side: 0 | 1;
  kind: Objective;
  /** Line-up places: the killer, the victim (of the other side) and assisters (kills only). */
  killer: number;
  victim: number;
  assists: number[];
}

/** Kill shares by role (line-up order) and creeps per minute. */
const KILL_WEIGHTS = { lol: [0.18, 0.2, 0.26, 0.28, 0.08], dota2: [0.3, 0.27, 0.2, 0.13, 0.1] } as const;
const CS_PER_MIN = { lol: [7.4, 5.6, 8.3, 9.1, 1.2], dota2: [8.2, 7.6, 4.8, 2.1, 1.1] } as const;
const GOLD_SHARE = [0.22, 0.19, 0.22, 0.24, 0.13] as const;

function weighted(rand: () => number, weights: readonly number[]): number {
  let r = rand() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * `homeChance`: the probability the home side wins (from the teams' ratings); `homeFirstSide`: whether
 * home plays blue (lol) / radiant (dota2).
 */
export function mobaScript(game: 'lol' | 'dota2', seed: string, homeChance: number, homeFirstSide: boolean): GameScript {
  const rand = prng(hash(`moba:${seed}`));
  const winner: 0 | 1 = rand() < homeChance ? 0 : 1;
  const loser = (1 - winner) as 0 | 1;
  const length = game === 'lol' ? between(rand, 25 * 60, 40 * 60) : between(rand, 30 * 60, 50 * 60);
  const favoured = (p: number) => (rand() < p ? winner : loser);
  const events: MobaEvent[] = [];
  const push = (t: number, side: 0 | 1, kind: Objective) => events.push({ t, side, kind, killer: 0, victim: 0, assists: [] });

  const kills = game === 'lol' ? between(rand, 14, 36) : between(rand, 28, 62);
  for (let k = 0; k < kills; k++) {
    const side = favoured(0.6);
    const killer = weighted(rand, KILL_WEIGHTS[game]);
    const victim = between(rand, 0, 4);
    const assists = [0, 1, 2, 3, 4].filter((p) => p !== killer && rand() < 0.45);
    events.push({ t: between(rand, 100, length - 20), side, kind: 'kill', killer, victim, assists });
  }
  // Towers: the winner takes most, its last one just before the end (the base falls).
  const winnerTowers = between(rand, 7, 11);
  const loserTowers = between(rand, 0, 6);
  for (let k = 0; k < winnerTowers - 1; k++) push(between(rand, 600, length - 90), winner, 'tower');
  push(length - between(rand, 20, 60), winner, 'tower');
  for (let k = 0; k < loserTowers; k++) push(between(rand, 600, length - 30), loser, 'tower');
  if (game === 'lol') {
    for (let t = 300 + between(rand, 0, 60); t < length - 30; t += 300 + between(rand, 0, 60)) push(t, favoured(0.65), 'dragon');
    for (let t = 1200 + between(rand, 0, 180); t < length - 30; t += 420 + between(rand, 0, 120)) push(t, favoured(0.75), 'baron');
  } else {
    for (let t = 900 + between(rand, 0, 300); t < length - 30; t += 660 + between(rand, 0, 120)) push(t, favoured(0.7), 'roshan');
  }
  events.sort((a, b) => a.t - b.t);

  const heroRand = prng(hash(`heroes:${seed}`));
  const heroes: [string[], string[]] = [[], []];
  for (let role = 0; role < 5; role++) {
    const pool = [...HEROES[game][role]!];
    for (const side of [0, 1] as const) {
      const hero = pick(heroRand, pool);
      pool.splice(pool.indexOf(hero), 1);
      heroes[side].push(hero);
    }
  }
  const sideNames = game === 'lol' ? (['blue', 'red'] as const) : (['radiant', 'dire'] as const);
  const sideOf = (s: 0 | 1) => sideNames[(s === 0) === homeFirstSide ? 0 : 1];

  function at(time: number): GameMoment {
    const t = Math.max(0, Math.min(length, Math.floor(time)));
    const finished = time >= length;
    const count = { kill: [0, 0], tower: [0, 0], dragon: [0, 0], baron: [0, 0], roshan: [0, 0] };
    const lines: [LineState[], LineState[]] = [
      heroes[0].map((hero) => ({ hero, kills: 0, deaths: 0, assists: 0, cs: 0, gold: 0, adr: null })),
      heroes[1].map((hero) => ({ hero, kills: 0, deaths: 0, assists: 0, cs: 0, gold: 0, adr: null })),
    ];
    for (const e of events) {
      if (e.t > t) break;
      count[e.kind][e.side]! += 1;
      if (e.kind !== 'kill') continue;
      lines[e.side][e.killer]!.kills += 1;
      for (const a of e.assists) lines[e.side][a]!.assists += 1;
      lines[1 - e.side]![e.victim]!.deaths += 1;
    }
    const minutes = t / 60;
    const rate = game === 'lol' ? 20.5 : 24;
    const sides = ([0, 1] as const).map((s): SideState => {
      const gold = Math.round(
        (game === 'lol' ? 2500 : 3000) +
          t * rate +
          300 * count.kill[s]! +
          (game === 'lol' ? 650 : 500) * count.tower[s]! +
          250 * count.dragon[s]! +
          1500 * count.baron[s]! +
          600 * count.roshan[s]!,
      );
      for (const [p, line] of lines[s].entries()) {
        line.cs = Math.floor(minutes * CS_PER_MIN[game][p]!);
        line.gold = Math.round(gold * GOLD_SHARE[p]!);
      }
      return {
        side: sideOf(s),
        kills: count.kill[s]!,
        towers: count.tower[s]!,
        gold,
        dragons: game === 'lol' ? count.dragon[s]! : null,
        barons: game === 'lol' ? count.baron[s]! : null,
        roshans: game === 'dota2' ? count.roshan[s]! : null,
        rounds: null,
        half_rounds: null,
        money: null,
      };
    }) as [SideState, SideState];
    return { duration: t, finished, winner: finished ? winner : null, map: null, round: null, sides, lines };
  }

  return { game, length, winner, at };
}
