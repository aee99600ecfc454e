import { between, hash, prng } from '../../seed/prng';
import { memo } from './memo';

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
export const QUARTER_SECONDS = 12 * 60;
export const OVERTIME_SECONDS = 5 * 60;
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
