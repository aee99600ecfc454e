import type { DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../../db/index';
import { FOOTBALL_SLATE_BASE } from '../../sim/schedule';
import { type TeamDbRow, teamRef } from '../team';
import { ensurePredictions, predictionWire } from './predictions';
import { brier, mean, outcomeOf } from './scoring';

// How the model did (Database/model_report): the stored predictions of the last finished matches of
// the competitions' schedules scored against their results, beside the odds' on the same matches.
// The live slate's extra matches (ids from FOOTBALL_SLATE_BASE) kick off as they are made, so nothing
// could have been predicted before them; they are left out.

export async function modelReport(
  q: Queryable,
  origin: string,
  nowSec: number,
  limit: number,
): Promise<DataOf<operations['database_modelReport']>> {
  const rows = await q.query<{
    id: number;
    time: string;
    home_team_id: number;
    away_team_id: number;
    home_score: number;
    away_score: number;
  }>(
    `select id, time, home_team_id, away_team_id, home_score, away_score from football_matches
      where status = 8 and id < $1 order by time desc, id desc limit $2`,
    [FOOTBALL_SLATE_BASE, limit],
  );
  const predictions = await ensurePredictions(
    q,
    rows.map((r) => r.id),
    nowSec,
  );
  const teams = new Map(
    (
      await q.query<TeamDbRow>(
        'select id, sport, league_id, name_zh, name_zht, name_en, name_vi, logo from teams where id = any($1::int[])',
        [[...new Set(rows.flatMap((r) => [r.home_team_id, r.away_team_id]))]],
      )
    ).map((t) => [t.id, t]),
  );
  const list = rows.map((r) => {
    const p = predictionWire(predictions.get(r.id)!);
    const outcome = outcomeOf(Number(r.home_score), Number(r.away_score));
    return {
      match_id: r.id,
      time: Number(r.time),
      home: teamRef(teams.get(r.home_team_id)!, origin),
      away: teamRef(teams.get(r.away_team_id)!, origin),
      home_score: Number(r.home_score),
      away_score: Number(r.away_score),
      outcome,
      model: p.model,
      odds: p.odds,
      model_brier: brier(p.model, outcome),
      odds_brier: p.odds ? brier(p.odds, outcome) : null,
      before_kickoff: p.before_kickoff,
    };
  });
  // Both means over the same matches (those with odds), so the comparison is like for like.
  const compared = list.filter((x) => x.odds_brier !== null);
  return {
    matches: list.length,
    compared: compared.length,
    before_kickoff: list.filter((x) => x.before_kickoff === 1).length,
    model_brier: mean(compared.map((x) => x.model_brier)),
    odds_brier: mean(compared.map((x) => x.odds_brier!)),
    list: list.map(({ before_kickoff: _b, ...x }) => x),
  };
}
