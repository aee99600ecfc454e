import { between, hash, prng } from '../../seed/prng';
import { basketballScoreAt, OVERTIME_SECONDS, QUARTER_SECONDS } from './basketball';
import { type FootballEventKind, footballScript, type Side } from './football';

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
