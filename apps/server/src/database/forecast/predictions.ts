import type { components } from '@arena/api-client';
import type { Queryable } from '../../db/index';
import { DAY_SEC } from '../seasons';
import { expectedGoals, fitPoisson, type MatchResult, outcomeProbabilities, type PoissonFit } from './poisson';
import { impliedProbabilities } from './scoring';

// The stored predictions (migrations/013). A match's prediction is fitted on the finished football
// results of the matches that kicked off before the match's day (UTC): every match of a day then gets
// the same fit, which is also the one it would have had at kick-off (a day's matches are all over before
// the next day's first kick-off at 10:00), and its own result can never be among them. It is stored the
// first time it is asked for and never recomputed: a preview days ahead keeps what it said then.

export const FOOTBALL = 0;

export interface PredictedMatch {
  id: number;
  time: number;
  exponent: unknown;
}

export interface PredictionRow {
  match_id: number;
  kickoff: number;
  p_home: number;
  p_draw: number;
  p_away: number;
  xg_home: number;
  xg_away: number;
  odds_home: number | null;
  odds_draw: number | null;
  odds_away: number | null;
  overround: number | null;
  results_used: number;
  fitted_until: number;
  made_at: number;
}

export const dayStart = (timeSec: number) => Math.floor(timeSec / DAY_SEC) * DAY_SEC;

/** The finished football results that kicked off before `beforeSec`, oldest first. */
export async function resultsBefore(q: Queryable, beforeSec: number): Promise<MatchResult[]> {
  const rows = await q.query<{ home: number; away: number; hs: number; as: number; time: string }>(
    `select home_team_id as home, away_team_id as away, home_score as hs, away_score as "as", time
       from football_matches where status = 8 and time < $1 order by time, id`,
    [beforeSec],
  );
  return rows.map((r) => ({ home: r.home, away: r.away, hs: Number(r.hs), as: Number(r.as), time: Number(r.time) }));
}

/** The pre-match 1X2 prices (company 1's latest before kick-off: `immediate`, which in-play movements leave alone). */
function preMatchOdds(exponent: unknown) {
  const eu = (exponent as { eu?: { immediate?: { win?: unknown; draw?: unknown; fail?: unknown } } } | null)?.eu?.immediate;
  return eu ? impliedProbabilities(eu.win, eu.draw, eu.fail) : null;
}

export function predict(fit: PoissonFit, match: { time: number; home: number; away: number; exponent: unknown }, nowSec: number) {
  const [xgHome, xgAway] = expectedGoals(fit, match.home, match.away);
  const model = outcomeProbabilities(xgHome, xgAway);
  const odds = preMatchOdds(match.exponent);
  return {
    kickoff: match.time,
    p_home: model.home,
    p_draw: model.draw,
    p_away: 1 - model.home - model.draw,
    xg_home: xgHome,
    xg_away: xgAway,
    odds_home: odds?.probs.home ?? null,
    odds_draw: odds?.probs.draw ?? null,
    odds_away: odds?.probs.away ?? null,
    overround: odds?.overround ?? null,
    results_used: fit.results,
    fitted_until: fit.until,
    made_at: nowSec,
  };
}

/** The predictions of these football matches, making (and storing) those not made yet. */
export async function ensurePredictions(q: Queryable, ids: readonly number[], nowSec: number): Promise<Map<number, PredictionRow>> {
  const read = async () =>
    new Map(
      (
        await q.query<PredictionRow>(
          `select match_id, kickoff, p_home, p_draw, p_away, xg_home, xg_away, odds_home, odds_draw, odds_away, overround,
                  results_used, fitted_until, made_at
             from match_predictions where sport = 0 and match_id = any($1::int[])`,
          [ids],
        )
      ).map((r) => [r.match_id, { ...r, kickoff: Number(r.kickoff), fitted_until: Number(r.fitted_until), made_at: Number(r.made_at) }]),
    );
  const stored = await read();
  const missing = ids.filter((id) => !stored.has(id));
  if (missing.length === 0) return stored;
  const matches = await q.query<{ id: number; time: string; home: number; away: number; exponent: unknown }>(
    'select id, time, home_team_id as home, away_team_id as away, exponent from football_matches where id = any($1::int[])',
    [missing],
  );
  if (matches.length === 0) return stored;
  const latestDay = Math.max(...matches.map((m) => dayStart(Number(m.time))));
  const all = await resultsBefore(q, latestDay);
  const fits = new Map<number, PoissonFit>();
  for (const m of matches) {
    const time = Number(m.time);
    const day = dayStart(time);
    let fit = fits.get(day);
    if (!fit) {
      fit = fitPoisson(all.filter((r) => r.time < day));
      fits.set(day, fit);
    }
    const p = predict(fit, { time, home: m.home, away: m.away, exponent: m.exponent }, nowSec);
    // `on conflict do nothing`: two requests making the same prediction at once keep the first.
    await q.query(
      `insert into match_predictions (sport, match_id, kickoff, p_home, p_draw, p_away, xg_home, xg_away, odds_home, odds_draw,
                                      odds_away, overround, results_used, fitted_until, made_at)
       values (0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) on conflict do nothing`,
      [
        m.id,
        p.kickoff,
        p.p_home,
        p.p_draw,
        p.p_away,
        p.xg_home,
        p.xg_away,
        p.odds_home,
        p.odds_draw,
        p.odds_away,
        p.overround,
        p.results_used,
        p.fitted_until,
        p.made_at,
      ],
    );
  }
  return read();
}

type Prediction = components['schemas']['ForesightPrediction'];

export function predictionWire(p: PredictionRow): Prediction {
  const odds =
    p.odds_home === null || p.odds_draw === null || p.odds_away === null
      ? null
      : { home: Number(p.odds_home), draw: Number(p.odds_draw), away: Number(p.odds_away) };
  return {
    model: { home: Number(p.p_home), draw: Number(p.p_draw), away: Number(p.p_away) },
    expected_goals: { home: Number(p.xg_home), away: Number(p.xg_away) },
    odds,
    overround: p.overround === null ? null : Number(p.overround),
    results_used: p.results_used,
    made_at: p.made_at,
    before_kickoff: p.made_at < p.kickoff ? 1 : 0,
  };
}
