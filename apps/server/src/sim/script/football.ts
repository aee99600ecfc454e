import type { FootballMatchFrame } from '@arena/realtime';
import { type Player, squad } from '../../seed/players';
import { between, hash, prng } from '../../seed/prng';
import { memo } from './memo';

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

export const isFootballInProgress = (status: number) => status >= 2 && status <= 7;
export const FOOTBALL_DURATION_MIN = FULL_TIME;
