import type { FootballMatchFrame } from '@arena/realtime';
import { type Player, squad } from './players';
import { between, hash, prng } from './prng';

// A match's whole story is scripted from its id, so its state at any moment is a pure function of
// (id, kick-off, now, speed). The seed writes that state at start; the simulator (src/sim) writes
// each change as it happens and pushes it through the score hub. `speed` compresses the match: at 60
// one match minute passes per real second (SIMULATOR_SPEED).

export type Side = 'home' | 'away';
export type FootballEventKind = 'goal' | 'goal_disallowed' | 'yellow' | 'red' | 'corner' | 'substitution';

export interface FootballEvent {
  minute: number;
  side: Side;
  kind: FootballEventKind;
}

/** A timeline entry: the event with its place in the match (`seq`) and the players involved. */
export interface TimelineEvent extends FootballEvent {
  seq: number;
  player?: Player;
  /** Goals: the passer, when there was one. */
  assist?: Player;
  /** Substitutions: the player who left (`player` came on). */
  player_out?: Player;
}

/** WIRE.md's football score fields (status: 1 not started, 2 first half, 3 half-time, 4 second half, 8 finished). */
export type FootballState = Omit<FootballMatchFrame, 'type' | 'id'>;

/** Real minutes (at speed 1) from kick-off: first half 0–47, break to 62, second half 62–111, then over. */
const FIRST_HALF_END = 47;
const SECOND_HALF_START = 62;
const FULL_TIME = 111;
/** The football clock after the final whistle (events happen in minutes 1–90). */
export const FOOTBALL_FINAL = 91;

/**
 * Scripts are pure functions of the id and the simulator asks for the same few on every tick: keep
 * the latest results (callers never mutate them).
 */
function memo<T>(fn: (id: number) => T): (id: number) => T {
  const cache = new Map<number, T>();
  return (id) => {
    let value = cache.get(id);
    if (value === undefined) {
      value = fn(id);
      if (cache.size >= 2_000) cache.delete(cache.keys().next().value as number);
      cache.set(id, value);
    }
    return value;
  };
}

const KIND_ORDER: Record<FootballEventKind, number> = { goal: 0, goal_disallowed: 1, yellow: 2, red: 3, corner: 4, substitution: 5 };

/**
 * Every event of a football match, in order. A few matches (about one in eight) have a goal that is
 * disallowed a minute or two later (VAR), so clients meet a score that goes down (WIRE.md: a correction).
 */
export const footballScript: (id: number) => readonly FootballEvent[] = memo(function footballScript(id: number): FootballEvent[] {
  const rand = prng(hash(`football:${id}`));
  const events: FootballEvent[] = [];
  const add = (count: number, kind: FootballEventKind) => {
    for (let i = 0; i < count; i++) events.push({ minute: between(rand, 1, 90), side: rand() < 0.55 ? 'home' : 'away', kind });
  };
  add(between(rand, 0, 5), 'goal');
  add(between(rand, 1, 6), 'yellow');
  add(rand() < 0.15 ? 1 : 0, 'red');
  add(between(rand, 3, 13), 'corner');
  // Separate streams: the events above stay what they were before these were added.
  const var_ = prng(hash(`var:${id}`));
  if (var_() < 0.12) {
    const side: Side = var_() < 0.5 ? 'home' : 'away';
    // Goal and decision in the same half, so the half-time score is never corrected after the break.
    const minute = var_() < 0.5 ? between(var_, 3, 43) : between(var_, 47, 88);
    events.push({ minute, side, kind: 'goal' }, { minute: minute + between(var_, 1, 2), side, kind: 'goal_disallowed' });
  }
  const subs = prng(hash(`subs:${id}`));
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < 3; i++) events.push({ minute: between(subs, 46, 88), side, kind: 'substitution' });
  }
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.minute - b.e.minute || KIND_ORDER[a.e.kind] - KIND_ORDER[b.e.kind] || a.i - b.i)
    .map(({ e }) => e);
});

/** Goals that count: each `goal_disallowed` cancels that side's latest goal. */
function scoreOf(events: readonly FootballEvent[], side: Side, upTo: number): number {
  let n = 0;
  for (const e of events) {
    if (e.minute > upTo || e.side !== side) continue;
    if (e.kind === 'goal') n += 1;
    else if (e.kind === 'goal_disallowed') n -= 1;
  }
  return n;
}

export function footballScoreAt(events: readonly FootballEvent[], upTo: number): [number, number] {
  return [scoreOf(events, 'home', upTo), scoreOf(events, 'away', upTo)];
}

/** The football clock at `nowMs`: -1 before kick-off, match minutes 1–90 (45 at half-time), 91 after. */
export function footballClock(kickoffSec: number, nowMs: number, speed = 1): { status: number; clock: number; match_str: string } {
  const elapsed = ((nowMs / 1000 - kickoffSec) / 60) * speed;
  if (elapsed < 0) return { status: 1, clock: -1, match_str: '' };
  if (elapsed < FIRST_HALF_END) {
    const minute = Math.min(45, Math.floor(elapsed) + 1);
    return { status: 2, clock: minute, match_str: String(minute) };
  }
  if (elapsed < SECOND_HALF_START) return { status: 3, clock: 45, match_str: 'HT' };
  if (elapsed < FULL_TIME) {
    const minute = Math.min(90, 46 + Math.floor(elapsed - SECOND_HALF_START));
    return { status: 4, clock: minute, match_str: String(minute) };
  }
  return { status: 8, clock: FOOTBALL_FINAL, match_str: 'FT' };
}

export function footballStateAt(events: readonly FootballEvent[], status: number, clock: number, matchStr: string): FootballState {
  const upTo = Math.max(0, Math.min(90, clock));
  const count = (kind: FootballEventKind, side: Side) =>
    events.filter((e) => e.kind === kind && e.side === side && e.minute <= upTo).length;
  const [home, away] = footballScoreAt(events, upTo);
  const [homeHalf, awayHalf] = footballScoreAt(events, Math.min(45, upTo));
  return {
    status,
    match_str: matchStr,
    home_score: home,
    away_score: away,
    half_score: `${homeHalf}-${awayHalf}`,
    corner_kick: `${count('corner', 'home')}-${count('corner', 'away')}`,
    home_yellow_card: count('yellow', 'home'),
    away_yellow_card: count('yellow', 'away'),
    home_red_card: count('red', 'home'),
    away_red_card: count('red', 'away'),
  };
}

export function footballState(id: number, kickoffSec: number, nowMs: number, speed = 1): FootballState {
  const { status, clock, match_str } = footballClock(kickoffSec, nowMs, speed);
  return footballStateAt(footballScript(id), status, clock, match_str);
}

/**
 * The timeline with players: scorers and carded players are on the pitch at that minute, a player
 * sent off or substituted takes no further part, substitutes come from the bench.
 */
export function footballTimeline(id: number, homeTeamId: number, awayTeamId: number): TimelineEvent[] {
  const rand = prng(hash(`players:${id}`));
  const teams = {
    home: { squad: squad(homeTeamId, 0), onPitch: [] as Player[], bench: [] as Player[], booked: new Set<number>(), goals: [] as Player[] },
    away: { squad: squad(awayTeamId, 0), onPitch: [] as Player[], bench: [] as Player[], booked: new Set<number>(), goals: [] as Player[] },
  };
  for (const t of Object.values(teams)) {
    t.onPitch = [...t.squad.starters];
    t.bench = t.squad.substitutes.filter((p) => p.position !== 'G');
  }
  const weighted = (players: Player[], weights: Record<string, number>): Player | undefined => {
    const total = players.reduce((sum, p) => sum + (weights[p.position] ?? 0), 0);
    if (total === 0) return undefined;
    let r = rand() * total;
    for (const p of players) {
      r -= weights[p.position] ?? 0;
      if (r < 0) return p;
    }
    return players[players.length - 1];
  };
  return footballScript(id).map((e, seq) => {
    const team = teams[e.side];
    const event: TimelineEvent = { ...e, seq };
    switch (e.kind) {
      case 'goal': {
        event.player = weighted(team.onPitch, { F: 6, M: 3, D: 1 });
        if (rand() < 0.7)
          event.assist = weighted(
            team.onPitch.filter((p) => p !== event.player),
            { F: 3, M: 5, D: 2 },
          );
        if (event.player) team.goals.push(event.player);
        break;
      }
      case 'goal_disallowed':
        event.player = team.goals.pop();
        break;
      case 'yellow': {
        event.player = weighted(
          team.onPitch.filter((p) => !team.booked.has(p.number)),
          { G: 1, D: 4, M: 4, F: 2 },
        );
        if (event.player) team.booked.add(event.player.number);
        break;
      }
      case 'red': {
        event.player = weighted(team.onPitch, { D: 4, M: 3, F: 2 });
        team.onPitch = team.onPitch.filter((p) => p !== event.player);
        break;
      }
      case 'substitution': {
        const out = weighted(team.onPitch, { D: 2, M: 3, F: 4 });
        const into = team.bench.shift();
        if (out && into) {
          event.player = into;
          event.player_out = out;
          team.onPitch = team.onPitch.map((p) => (p === out ? into : p));
        }
        break;
      }
      default:
        break;
    }
    return event;
  });
}

// ── Football statistics ───────────────────────────────────────────────────────────────────────────

export interface StatLine {
  key: string;
  home: number;
  away: number;
}

export const FOOTBALL_STAT_KEYS = [
  'possession',
  'shots',
  'shots_on_target',
  'corners',
  'fouls',
  'offsides',
  'saves',
  'yellow_cards',
  'red_cards',
] as const;

/**
 * Statistics at the clock, consistent with the timeline: every goal is a shot on target, corners and
 * cards are the timeline's, fouls are at least the cards, a side's saves are the other's shots on
 * target that did not go in.
 */
export function footballStats(id: number, clock: number): StatLine[] {
  const rand = prng(hash(`stats:${id}`));
  const base = 40 + rand() * 20;
  const phase = rand() * 6;
  const hidden = {
    home: { off: [] as number[], saved: [] as number[], fouls: [] as number[], offsides: [] as number[] },
    away: { off: [] as number[], saved: [] as number[], fouls: [] as number[], offsides: [] as number[] },
  };
  for (const side of ['home', 'away'] as const) {
    const h = hidden[side];
    const minutes = (n: number) => Array.from({ length: n }, () => between(rand, 1, 90));
    h.off = minutes(between(rand, 2, 10));
    h.saved = minutes(between(rand, 1, 6));
    h.fouls = minutes(between(rand, 7, 16));
    h.offsides = minutes(between(rand, 0, 5));
  }
  const upTo = Math.max(0, Math.min(90, clock));
  const events = footballScript(id).filter((e) => e.minute <= upTo);
  const n = (side: Side, kind: FootballEventKind) => events.filter((e) => e.side === side && e.kind === kind).length;
  const until = (xs: number[]) => xs.filter((m) => m <= upTo).length;
  const line = (key: string, f: (side: Side) => number): StatLine => ({ key, home: f('home'), away: f('away') });
  const homePossession = clock < 1 ? 50 : Math.max(25, Math.min(75, Math.round(base + 5 * Math.sin(upTo / 9 + phase))));
  const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
  return [
    { key: 'possession', home: homePossession, away: 100 - homePossession },
    line('shots', (s) => until(hidden[s].off) + until(hidden[s].saved) + n(s, 'goal')),
    line('shots_on_target', (s) => until(hidden[s].saved) + n(s, 'goal')),
    line('corners', (s) => n(s, 'corner')),
    line('fouls', (s) => Math.max(until(hidden[s].fouls), n(s, 'yellow') + n(s, 'red'))),
    line('offsides', (s) => until(hidden[s].offsides)),
    line('saves', (s) => until(hidden[other(s)].saved)),
    line('yellow_cards', (s) => n(s, 'yellow')),
    line('red_cards', (s) => n(s, 'red')),
  ];
}

// ── Football odds ─────────────────────────────────────────────────────────────────────────────────

export type Market = 'asia' | 'eu' | 'bs';
export const MARKETS: readonly Market[] = ['asia', 'eu', 'bs'];

/**
 * One cell of a market (WIRE.md). eu: home win / draw / away win odds. asia: home odds, the handicap
 * the home side gives in goals on the rest of the match (`draw`), away odds. bs: over odds, the total-goals line (`draw`),
 * under odds. `sealing_disk 1`: suspended (封).
 */
export interface OddsCell {
  win: number;
  draw: number;
  fail: number;
  sealing_disk: 0 | 1;
}
export type OddsMarketCells = { initial: OddsCell; immediate: OddsCell; scram: OddsCell };
export type FootballExponent = Record<Market, OddsMarketCells>;

const round2 = (x: number) => Math.round(x * 100) / 100;
const quarter = (x: number) => Math.round(x * 4) / 4;
const clampOdds = (x: number) => round2(Math.min(51, Math.max(1.01, x)));

function poisson(lambda: number, max = 10): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Expected goals of each side over 90 minutes, from the match id (the bookmaker's view). */
function strengths(id: number): [number, number] {
  const rand = prng(hash(`odds:${id}`));
  return [0.8 + rand() * 1.4, 0.6 + rand() * 1.3];
}

/** Prices at `minute` with the score `h`-`a`: a Poisson model of the goals still to come, 6 % margin. */
function footballPrices(
  id: number,
  minute: number,
  h: number,
  a: number,
  noise: () => number,
): Record<Market, Omit<OddsCell, 'sealing_disk'>> {
  const [lh, la] = strengths(id);
  const left = Math.max(0, (90 - minute) / 90);
  const ph = poisson(lh * left);
  const pa = poisson(la * left);
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let x = 0; x < ph.length; x++) {
    for (let y = 0; y < pa.length; y++) {
      const p = ph[x]! * pa[y]!;
      if (h + x > a + y) win += p;
      else if (h + x === a + y) draw += p;
      else loss += p;
    }
  }
  const margin = 1.06;
  const jitter = (x: number) => x * (1 + (noise() - 0.5) * 0.06);
  // In play, the Asian handicap is on the goals still to come (the score so far is set aside).
  const expectedDiff = (lh - la) * left;
  const line = quarter(expectedDiff);
  const pHome = Math.min(0.7, Math.max(0.3, 0.5 + (expectedDiff - line) * 0.4));
  const expectedTotal = h + a + (lh + la) * left;
  const total = Math.max(h + a + 0.5, quarter(expectedTotal));
  const pOver = Math.min(0.7, Math.max(0.3, 0.5 + (expectedTotal - total) * 0.4));
  return {
    eu: {
      win: clampOdds(jitter(1 / (win * margin))),
      draw: clampOdds(jitter(1 / (draw * margin))),
      fail: clampOdds(jitter(1 / (loss * margin))),
    },
    asia: { win: clampOdds(jitter(1 / (pHome * margin))), draw: line, fail: clampOdds(jitter(1 / ((1 - pHome) * margin))) },
    bs: { win: clampOdds(jitter(1 / (pOver * margin))), draw: total, fail: clampOdds(jitter(1 / ((1 - pOver) * margin))) },
  };
}

const open = (cell: Omit<OddsCell, 'sealing_disk'>): OddsCell => ({ ...cell, sealing_disk: 0 });

/** The odds before kick-off: opening (`initial`), latest pre-match (`immediate`), in-play (`scram`) not yet moved. */
export function footballOdds(id: number): FootballExponent {
  const noise = prng(hash(`odds-open:${id}`));
  const initial = footballPrices(id, 0, 0, 0, noise);
  const immediate = footballPrices(id, 0, 0, 0, noise);
  const out = {} as FootballExponent;
  for (const m of MARKETS) out[m] = { initial: open(initial[m]), immediate: open(immediate[m]), scram: open(immediate[m]) };
  return out;
}

export interface OddsMovement {
  /** Football: match minute (0 kick-off, 91 full time). Basketball: game seconds. */
  clock: number;
  /** The markets whose in-play cell changed. */
  markets: Market[];
  score: string;
  exponent: FootballExponent;
}

/**
 * Every in-play odds movement of a football match: opening at kick-off, drifts, suspension (封) when a
 * goal goes in and reopening with new prices once play restarts (or the goal is disallowed), and
 * the markets closed at the final whistle.
 */
export const footballOddsMovements: (id: number) => readonly OddsMovement[] = memo(function footballOddsMovements(
  id: number,
): OddsMovement[] {
  const events = footballScript(id);
  const rand = prng(hash(`drift:${id}`));
  const drifts = new Set(Array.from({ length: between(rand, 6, 9) }, () => between(rand, 2, 89)));
  const goals = events.filter((e) => e.kind === 'goal');
  const reopenAfter = new Map<number, number>();
  for (const g of goals) {
    const disallowed = events.find(
      (e) => e.kind === 'goal_disallowed' && e.side === g.side && e.minute > g.minute && e.minute <= g.minute + 2,
    );
    const at = disallowed ? disallowed.minute : g.minute + 1;
    reopenAfter.set(g.minute, Math.max(reopenAfter.get(g.minute) ?? 0, at));
  }
  let current = footballOdds(id);
  const movements: OddsMovement[] = [];
  let suspendedUntil = -1;
  const emit = (clock: number, markets: Market[], sealed: 0 | 1, prices?: ReturnType<typeof footballPrices>) => {
    const next = structuredClone(current);
    for (const m of markets) next[m].scram = prices ? { ...prices[m], sealing_disk: sealed } : { ...next[m].scram, sealing_disk: sealed };
    current = next;
    const [h, a] = footballScoreAt(events, Math.min(90, clock));
    movements.push({ clock, markets, score: `${h}-${a}`, exponent: next });
  };
  for (let clock = 0; clock <= FOOTBALL_FINAL; clock++) {
    const [h, a] = footballScoreAt(events, Math.min(90, clock));
    if (clock === FOOTBALL_FINAL) {
      emit(clock, [...MARKETS], 1);
    } else if (reopenAfter.has(clock)) {
      suspendedUntil = Math.max(suspendedUntil, reopenAfter.get(clock)!);
      if (current.eu.scram.sealing_disk === 0) emit(clock, [...MARKETS], 1);
    } else if (clock === suspendedUntil || clock === 0) {
      emit(clock, [...MARKETS], 0, footballPrices(id, clock, h, a, rand));
    } else if (drifts.has(clock) && clock > suspendedUntil) {
      const markets = MARKETS.filter(() => rand() < 0.6);
      emit(clock, markets.length > 0 ? markets : ['eu'], 0, footballPrices(id, clock, h, a, rand));
    }
  }
  return movements;
});

/** The odds as they stand at the clock (pre-match odds before kick-off). */
export function footballOddsAt(id: number, clock: number): FootballExponent {
  let current = footballOdds(id);
  for (const m of footballOddsMovements(id)) if (m.clock <= clock) current = m.exponent;
  return current;
}

export const isFootballInProgress = (status: number) => status >= 2 && status <= 7;

// ── Basketball ────────────────────────────────────────────────────────────────────────────────────

export interface BasketballState {
  status_id: number; // WIRE.md: 1 not started; 2/4/6/8 quarters; 3/5/7 breaks; 9 overtime; 10 finished
  time_left: number | null;
  home_scores: number[];
  away_scores: number[];
  home_scores_total: number;
  away_scores_total: number;
}

/** Real minutes (at speed 1): four 15-minute quarters with breaks of 3, 10 and 3, overtime 6. */
const PHASES = [
  { status: 2, minutes: 15, period: 0 },
  { status: 3, minutes: 3, period: -1 },
  { status: 4, minutes: 15, period: 1 },
  { status: 5, minutes: 10, period: -1 },
  { status: 6, minutes: 15, period: 2 },
  { status: 7, minutes: 3, period: -1 },
  { status: 8, minutes: 15, period: 3 },
  { status: 9, minutes: 6, period: 4 },
] as const;
const QUARTER_SECONDS = 12 * 60;
const OVERTIME_SECONDS = 5 * 60;
/** The basketball clock after the final buzzer. */
export const BASKETBALL_FINAL = 99_999;

/** Points per period; a fifth (overtime) only when the four quarters end level. */
export const basketballScript: (id: number) => ReadonlyArray<readonly [number, number]> = memo(function basketballScript(id: number) {
  const rand = prng(hash(`basketball:${id}`));
  const periods: Array<readonly [number, number]> = [0, 1, 2, 3].map(() => [between(rand, 18, 36), between(rand, 18, 36)] as const);
  const sum = (i: 0 | 1) => periods.reduce((s, p) => s + p[i], 0);
  if (sum(0) === sum(1)) {
    const ot = prng(hash(`ot:${id}`));
    const home = between(ot, 6, 16);
    let away = between(ot, 6, 16);
    if (away === home) away += ot() < 0.5 ? 2 : -2;
    periods.push([home, away]);
  }
  return periods;
});

function periodSeconds(period: number) {
  return period < 4 ? QUARTER_SECONDS : OVERTIME_SECONDS;
}

/** Status, seconds left and points per period at `nowMs`, plus the game clock (seconds played). */
export function basketballProgress(id: number, tipoffSec: number, nowMs: number, speed = 1): BasketballState & { clock: number } {
  const periods = basketballScript(id);
  let elapsed = ((nowMs / 1000 - tipoffSec) / 60) * speed;
  if (elapsed < 0) {
    return { status_id: 1, time_left: null, home_scores: [], away_scores: [], home_scores_total: 0, away_scores_total: 0, clock: -1 };
  }
  const home: number[] = [];
  const away: number[] = [];
  let played = 0;
  for (const phase of PHASES) {
    if (phase.period >= periods.length) break;
    if (elapsed < phase.minutes) {
      if (phase.period >= 0) {
        const [fh, fa] = periods[phase.period]!;
        const share = elapsed / phase.minutes;
        home.push(Math.floor(fh * share));
        away.push(Math.floor(fa * share));
        const length = periodSeconds(phase.period);
        const clock = played + Math.floor(length * share);
        return { ...total(phase.status, Math.max(0, Math.round(length * (1 - share))), home, away), clock };
      }
      return { ...total(phase.status, 0, home, away), clock: played };
    }
    elapsed -= phase.minutes;
    if (phase.period >= 0) {
      const [fh, fa] = periods[phase.period]!;
      home.push(fh);
      away.push(fa);
      played += periodSeconds(phase.period);
    }
  }
  return { ...total(10, 0, home, away), clock: BASKETBALL_FINAL };
}

export function basketballState(id: number, tipoffSec: number, nowMs: number, speed = 1): BasketballState {
  const { clock: _clock, ...state } = basketballProgress(id, tipoffSec, nowMs, speed);
  return state;
}

/** Points of each side after `clock` game seconds. */
export function basketballScoreAt(id: number, clock: number): [number, number] {
  const periods = basketballScript(id);
  let h = 0;
  let a = 0;
  let start = 0;
  for (const [i, [fh, fa]] of periods.entries()) {
    const length = periodSeconds(i);
    if (clock >= start + length) {
      h += fh;
      a += fa;
    } else if (clock > start) {
      const share = (clock - start) / length;
      h += Math.floor(fh * share);
      a += Math.floor(fa * share);
    }
    start += length;
  }
  return [h, a];
}

function total(status: number, timeLeft: number, home: number[], away: number[]): BasketballState {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    status_id: status,
    time_left: timeLeft,
    home_scores: home,
    away_scores: away,
    home_scores_total: sum(home),
    away_scores_total: sum(away),
  };
}

export const isBasketballInProgress = (status: number) => status >= 2 && status <= 9;
/** Real minutes (at speed 1) from tip-off to the final buzzer, without overtime. */
export const BASKETBALL_DURATION_MIN = PHASES.slice(0, 7).reduce((a, p) => a + p.minutes, 0);
export const FOOTBALL_DURATION_MIN = FULL_TIME;

/**
 * Basketball team statistics after `clock` game seconds, consistent with the points: 2 × two-pointers
 * + 3 × three-pointers + free throws = points.
 */
export function basketballStats(id: number, clock: number): StatLine[] {
  const [hp, ap] = clock < 0 ? [0, 0] : basketballScoreAt(id, clock);
  const played = Math.max(0, Math.min(clock, QUARTER_SECONDS * 4 + OVERTIME_SECONDS)) / (QUARTER_SECONDS * 4);
  const rand = prng(hash(`bstats:${id}`));
  const side = (points: number) => {
    const threeShare = 0.24 + rand() * 0.12;
    const ftShare = 0.14 + rand() * 0.08;
    const threes = Math.floor((points * threeShare) / 3);
    let ft = Math.round(points * ftShare);
    if ((points - 3 * threes - ft) % 2 !== 0) ft += 1;
    if (points - 3 * threes - ft < 0) ft = points - 3 * threes;
    const twos = (points - 3 * threes - ft) / 2;
    const rate = (made: number, pct: number) => (made === 0 ? 0 : Math.max(made, Math.round(made / pct)));
    return {
      twos,
      threes,
      ft,
      twosAttempted: rate(twos, 0.48 + rand() * 0.1),
      threesAttempted: rate(threes, 0.32 + rand() * 0.08),
      ftAttempted: rate(ft, 0.7 + rand() * 0.15),
      rebounds: Math.round((38 + rand() * 14) * played),
      assists: Math.round((20 + rand() * 10) * played),
      steals: Math.round((5 + rand() * 6) * played),
      blocks: Math.round((3 + rand() * 5) * played),
      turnovers: Math.round((10 + rand() * 8) * played),
      fouls: Math.round((16 + rand() * 8) * played),
    };
  };
  const h = side(hp);
  const a = side(ap);
  const line = (key: string, f: (s: ReturnType<typeof side>) => number): StatLine => ({ key, home: f(h), away: f(a) });
  return [
    { key: 'points', home: hp, away: ap },
    line('field_goals', (s) => s.twos + s.threes),
    line('field_goals_attempted', (s) => s.twosAttempted + s.threesAttempted),
    line('three_pointers', (s) => s.threes),
    line('three_pointers_attempted', (s) => s.threesAttempted),
    line('free_throws', (s) => s.ft),
    line('free_throws_attempted', (s) => s.ftAttempted),
    line('rebounds', (s) => s.rebounds),
    line('assists', (s) => s.assists),
    line('steals', (s) => s.steals),
    line('blocks', (s) => s.blocks),
    line('turnovers', (s) => s.turnovers),
    line('fouls', (s) => s.fouls),
  ];
}

/**
 * Basketball odds (WIRE.md `{host, guest, early}`): `host` / `guest` the current prices of the home and
 * away side (eu: to win; asia: against the handicap; bs: over / under), `early` the opening price of
 * `host`, `line` the handicap in points the home side gives (asia) or the total-points line (bs).
 */
export interface BasketballOddsCell {
  host: number;
  guest: number;
  early: number;
  line?: number;
  sealing_disk: 0 | 1;
}
export type BasketballExponent = Record<Market, BasketballOddsCell>;

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26: plenty for prices printed with two decimals.
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function basketballPrices(id: number, clock: number, noise: () => number): Omit<BasketballExponent, never> {
  const periods = basketballScript(id);
  const finalHome = periods.reduce((s, p) => s + p[0], 0);
  const finalAway = periods.reduce((s, p) => s + p[1], 0);
  const seed = prng(hash(`bprior:${id}`));
  const priorDiff = (finalHome - finalAway) * 0.4 + (seed() - 0.5) * 8;
  const priorTotal = (finalHome + finalAway) * 0.5 + 100 + (seed() - 0.5) * 10;
  const [h, a] = clock < 0 ? [0, 0] : basketballScoreAt(id, clock);
  const left = Math.max(0, 1 - Math.max(0, clock) / (QUARTER_SECONDS * 4));
  const mu = h - a + priorDiff * left;
  const sigma = 13 * Math.sqrt(left) + 0.5;
  const pHome = Math.min(0.98, Math.max(0.02, normalCdf(mu / sigma)));
  const margin = 1.05;
  const jitter = (x: number) => x * (1 + (noise() - 0.5) * 0.04);
  const spread = Math.round(mu * 2) / 2;
  const totalLine = Math.round((h + a + priorTotal * left) * 2) / 2;
  return {
    eu: { host: clampOdds(jitter(1 / (pHome * margin))), guest: clampOdds(jitter(1 / ((1 - pHome) * margin))), early: 0, sealing_disk: 0 },
    asia: { host: clampOdds(jitter(1.9)), guest: clampOdds(jitter(1.9)), early: 0, line: spread, sealing_disk: 0 },
    bs: { host: clampOdds(jitter(1.9)), guest: clampOdds(jitter(1.9)), early: 0, line: totalLine, sealing_disk: 0 },
  };
}

/** The odds before tip-off; `early` is the opening `host` price and stays. */
export function basketballOdds(id: number): BasketballExponent {
  const prices = basketballPrices(id, -1, prng(hash(`bodds:${id}`)));
  for (const m of MARKETS) prices[m].early = prices[m].host;
  return prices;
}

/** In-play movements: at tip-off, every six minutes of play, and the markets closed at the end. */
type BasketballMovement = Omit<OddsMovement, 'exponent'> & { exponent: BasketballExponent };
export const basketballOddsMovements: (id: number) => readonly BasketballMovement[] = memo(function basketballOddsMovements(
  id: number,
): BasketballMovement[] {
  const periods = basketballScript(id);
  const rand = prng(hash(`bdrift:${id}`));
  const opening = basketballOdds(id);
  const end = QUARTER_SECONDS * 4 + (periods.length > 4 ? OVERTIME_SECONDS : 0);
  const out: BasketballMovement[] = [];
  let current = opening;
  for (let clock = 0; clock < end; clock += 360) {
    const prices = basketballPrices(id, clock, rand);
    const markets = clock === 0 ? [...MARKETS] : MARKETS.filter(() => rand() < 0.7);
    const next = structuredClone(current);
    for (const m of markets.length > 0 ? markets : (['eu'] as Market[])) next[m] = { ...prices[m], early: opening[m].early };
    current = next;
    const [h, a] = basketballScoreAt(id, clock);
    out.push({ clock, markets: markets.length > 0 ? markets : ['eu'], score: `${h}-${a}`, exponent: next });
  }
  const closed = structuredClone(current);
  for (const m of MARKETS) closed[m].sealing_disk = 1;
  const [h, a] = basketballScoreAt(id, BASKETBALL_FINAL);
  out.push({ clock: BASKETBALL_FINAL, markets: [...MARKETS], score: `${h}-${a}`, exponent: closed });
  return out;
});

export function basketballOddsAt(id: number, clock: number): BasketballExponent {
  let current = basketballOdds(id);
  for (const m of basketballOddsMovements(id)) if (m.clock <= clock) current = m.exponent;
  return current;
}
