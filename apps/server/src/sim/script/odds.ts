import { between, hash, prng } from '../../seed/prng';
import { BASKETBALL_FINAL, basketballScoreAt, basketballScript, OVERTIME_SECONDS, QUARTER_SECONDS } from './basketball';
import { FOOTBALL_FINAL, footballScoreAt, footballScript } from './football';
import { memo } from './memo';

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
