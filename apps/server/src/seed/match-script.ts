import { between, hash, prng } from './prng';

// A match's whole story is scripted from its id, so its state at any moment is a pure function of
// (id, kick-off, now). The seed writes that state; the simulator (issue 5) will push its changes.

export interface FootballEvent {
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'yellow' | 'red' | 'corner';
}

export interface FootballState {
  status: number; // WIRE.md: 1 not started, 2 first half, 3 half-time, 4 second half, 8 finished
  match_str: string;
  home_score: number;
  away_score: number;
  half_score: string;
  corner_kick: string;
  home_yellow_card: number;
  away_yellow_card: number;
  home_red_card: number;
  away_red_card: number;
}

/** Real minutes from kick-off: first half 0–47, break to 62, second half 62–111, then over. */
const FIRST_HALF_END = 47;
const SECOND_HALF_START = 62;
const FULL_TIME = 111;

export function footballScript(id: number): FootballEvent[] {
  const rand = prng(hash(`football:${id}`));
  const events: FootballEvent[] = [];
  const add = (count: number, kind: FootballEvent['kind']) => {
    for (let i = 0; i < count; i++) events.push({ minute: between(rand, 1, 90), side: rand() < 0.55 ? 'home' : 'away', kind });
  };
  add(between(rand, 0, 5), 'goal');
  add(between(rand, 1, 6), 'yellow');
  add(rand() < 0.15 ? 1 : 0, 'red');
  add(between(rand, 3, 13), 'corner');
  return events.sort((a, b) => a.minute - b.minute);
}

/** The match minute shown at `elapsed` real minutes after kick-off, or null outside play. */
function matchMinute(elapsed: number): number | null {
  if (elapsed < 0) return null;
  if (elapsed < FIRST_HALF_END) return Math.min(45, Math.floor(elapsed) + 1);
  if (elapsed < SECOND_HALF_START) return null;
  if (elapsed < FULL_TIME) return Math.min(90, 46 + Math.floor(elapsed - SECOND_HALF_START));
  return null;
}

export function footballState(id: number, kickoffSec: number, nowMs: number): FootballState {
  const elapsed = (nowMs / 1000 - kickoffSec) / 60;
  let status: number;
  let upTo: number;
  let matchStr: string;
  if (elapsed < 0) {
    status = 1;
    upTo = 0;
    matchStr = '';
  } else if (elapsed < FIRST_HALF_END) {
    status = 2;
    upTo = matchMinute(elapsed) ?? 0;
    matchStr = String(upTo);
  } else if (elapsed < SECOND_HALF_START) {
    status = 3;
    upTo = 45;
    matchStr = 'HT';
  } else if (elapsed < FULL_TIME) {
    status = 4;
    upTo = matchMinute(elapsed) ?? 90;
    matchStr = String(upTo);
  } else {
    status = 8;
    upTo = 90;
    matchStr = 'FT';
  }
  const happened = footballScript(id).filter((e) => e.minute <= upTo);
  const count = (kind: FootballEvent['kind'], side: 'home' | 'away', until = upTo) =>
    happened.filter((e) => e.kind === kind && e.side === side && e.minute <= until).length;
  return {
    status,
    match_str: matchStr,
    home_score: count('goal', 'home'),
    away_score: count('goal', 'away'),
    half_score: status >= 3 ? `${count('goal', 'home', 45)}-${count('goal', 'away', 45)}` : `${count('goal', 'home')}-${count('goal', 'away')}`,
    corner_kick: `${count('corner', 'home')}-${count('corner', 'away')}`,
    home_yellow_card: count('yellow', 'home'),
    away_yellow_card: count('yellow', 'away'),
    home_red_card: count('red', 'home'),
    away_red_card: count('red', 'away'),
  };
}

export const isFootballInProgress = (status: number) => status >= 2 && status <= 7;

export interface BasketballState {
  status_id: number; // WIRE.md: 1 not started; 2/4/6/8 quarters; 3/5/7 breaks; 10 finished
  time_left: number | null;
  home_scores: number[];
  away_scores: number[];
  home_scores_total: number;
  away_scores_total: number;
}

/** Real minutes: four 15-minute quarters with breaks of 3, 10 and 3 minutes. */
const PHASES = [
  { status: 2, minutes: 15, quarter: 0 },
  { status: 3, minutes: 3, quarter: -1 },
  { status: 4, minutes: 15, quarter: 1 },
  { status: 5, minutes: 10, quarter: -1 },
  { status: 6, minutes: 15, quarter: 2 },
  { status: 7, minutes: 3, quarter: -1 },
  { status: 8, minutes: 15, quarter: 3 },
] as const;

export function basketballState(id: number, tipoffSec: number, nowMs: number): BasketballState {
  const rand = prng(hash(`basketball:${id}`));
  const finals = [0, 1, 2, 3].map(() => [between(rand, 18, 36), between(rand, 18, 36)] as const);
  let elapsed = (nowMs / 1000 - tipoffSec) / 60;
  if (elapsed < 0) {
    return { status_id: 1, time_left: null, home_scores: [], away_scores: [], home_scores_total: 0, away_scores_total: 0 };
  }
  const home: number[] = [];
  const away: number[] = [];
  for (const phase of PHASES) {
    if (elapsed < phase.minutes) {
      if (phase.quarter >= 0) {
        const f = finals[phase.quarter]!;
        const share = elapsed / phase.minutes;
        home.push(Math.floor(f[0] * share));
        away.push(Math.floor(f[1] * share));
        const left = Math.max(0, Math.round(12 * 60 * (1 - share)));
        return total(phase.status, left, home, away);
      }
      return total(phase.status, 0, home, away);
    }
    elapsed -= phase.minutes;
    if (phase.quarter >= 0) {
      const f = finals[phase.quarter]!;
      home.push(f[0]);
      away.push(f[1]);
    }
  }
  return total(10, 0, home, away);
}

function total(status: number, timeLeft: number, home: number[], away: number[]): BasketballState {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { status_id: status, time_left: timeLeft, home_scores: home, away_scores: away, home_scores_total: sum(home), away_scores_total: sum(away) };
}

export const isBasketballInProgress = (status: number) => status >= 2 && status <= 9;
/** Real minutes from tip-off to the final whistle. */
export const BASKETBALL_DURATION_MIN = PHASES.reduce((a, p) => a + p.minutes, 0);
export const FOOTBALL_DURATION_MIN = FULL_TIME;

/** Deterministic odds for a match (the simulator moves them later). */
export function footballOdds(id: number) {
  const rand = prng(hash(`odds:${id}`));
  const cell = () => ({
    win: Number((1.5 + rand() * 3).toFixed(2)),
    draw: Number((2.8 + rand() * 1.2).toFixed(2)),
    fail: Number((1.5 + rand() * 3).toFixed(2)),
    sealing_disk: 0,
  });
  const market = () => ({ initial: cell(), immediate: cell(), scram: cell() });
  return { asia: market(), eu: market(), bs: market() };
}

export function basketballOdds(id: number) {
  const rand = prng(hash(`bodds:${id}`));
  const cell = () => ({ host: Number((1.5 + rand()).toFixed(2)), guest: Number((1.5 + rand()).toFixed(2)), early: Number((1.8 + rand() * 0.2).toFixed(2)) });
  return { eu: cell(), asia: cell(), bs: cell() };
}
