import { hash, prng } from '../../seed/prng';
import { CS2_MAPS, type GameCode } from '../data';
import { cs2Script } from './cs2';
import { mobaScript } from './moba';
import type { GameMoment, GameScript } from './types';

// A series: games (maps) played one after another with a break between them until a side has won
// more than half of the best-of. Everything follows from the series id, its teams' ratings and the
// clock, so the state at a moment can be computed again at any time and is always the same.

/** Game-time seconds between two games of a series (a real 10 minutes at SIMULATOR_SPEED 1). */
export const BREAK_SECONDS = 600;

export interface SeriesSpec {
  id: number;
  game: GameCode;
  bestOf: 1 | 3 | 5;
  homeRating: number;
  awayRating: number;
}

export interface PlannedGame {
  number: number;
  /** Game-time seconds from the series start to this game's start. */
  offset: number;
  map: string | null;
  script: GameScript;
}

export interface SeriesPlan {
  games: PlannedGame[];
  winner: 0 | 1;
  /** Game-time seconds from the series start to its end. */
  length: number;
}

/** Elo: the chance the home side wins one game. */
export const homeChance = (home: number, away: number) => 1 / (1 + 10 ** ((away - home) / 400));

export function seriesPlan(spec: SeriesSpec): SeriesPlan {
  const rand = prng(hash(`series:${spec.id}`));
  const chance = homeChance(spec.homeRating, spec.awayRating);
  const need = Math.ceil(spec.bestOf / 2);
  const maps = [...CS2_MAPS].sort(() => rand() - 0.5);
  const wins = [0, 0];
  const games: PlannedGame[] = [];
  let offset = 0;
  let firstSide = rand() < 0.5;
  for (let number = 1; wins[0]! < need && wins[1]! < need; number++) {
    const seed = `${spec.id}:${number}`;
    const map = spec.game === 'cs2' ? maps[number - 1]! : null;
    const script = spec.game === 'cs2' ? cs2Script(seed, map!, chance, firstSide) : mobaScript(spec.game, seed, chance, firstSide);
    games.push({ number, offset, map, script });
    wins[script.winner]! += 1;
    // The loser of a game chooses its side next (lol/dota2); in cs2 the knife round, here a coin.
    firstSide = spec.game === 'cs2' ? rand() < 0.5 : script.winner === 1;
    offset += script.length + BREAK_SECONDS;
  }
  const last = games.at(-1)!;
  return { games, winner: wins[0]! > wins[1]! ? 0 : 1, length: last.offset + last.script.length };
}

export interface SeriesMoment {
  status: 1 | 2 | 3;
  score: [number, number];
  winner: 0 | 1 | null;
  /** Game-time seconds from the start to the end, once finished. */
  endOffset: number | null;
  /** The game in progress, or between games the next one; null unless in progress. */
  currentGame: number | null;
  /** The games begun, in order, at this moment. */
  games: Array<{ number: number; offset: number; moment: GameMoment }>;
}

/** The series `elapsed` game-time seconds after its scheduled start (negative: not begun). */
export function seriesAt(plan: SeriesPlan, elapsed: number): SeriesMoment {
  if (elapsed < 0) return { status: 2, score: [0, 0], winner: null, endOffset: null, currentGame: null, games: [] };
  const score: [number, number] = [0, 0];
  const games: SeriesMoment['games'] = [];
  for (const g of plan.games) {
    if (g.offset > elapsed) break;
    const moment = g.script.at(elapsed - g.offset);
    games.push({ number: g.number, offset: g.offset, moment });
    if (moment.finished) score[moment.winner!] += 1;
  }
  if (elapsed >= plan.length) return { status: 3, score, winner: plan.winner, endOffset: plan.length, currentGame: null, games };
  const last = games.at(-1)!;
  return { status: 1, score, winner: null, endOffset: null, currentGame: last.moment.finished ? last.number + 1 : last.number, games };
}
