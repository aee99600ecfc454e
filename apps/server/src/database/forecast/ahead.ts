import type { Queryable } from '../../db/index';
import { FOOTBALL_SLATE_BASE } from '../../sim/schedule';
import { ensurePredictions } from './predictions';

/**
 * Stores the prediction of every scheduled football match not started yet that has none (the
 * simulator calls it once a day), so the model's record scores predictions made before kick-off even
 * for matches nobody previewed. A prediction already stored is kept.
 */
export async function predictUpcoming(q: Queryable, nowSec: number): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `select m.id from football_matches m
      where m.status = 1 and m.time > $1 and m.id < $2
        and not exists (select 1 from match_predictions p where p.sport = 0 and p.match_id = m.id)`,
    [nowSec, FOOTBALL_SLATE_BASE],
  );
  if (rows.length > 0)
    await ensurePredictions(
      q,
      rows.map((r) => r.id),
      nowSec,
    );
  return rows.length;
}
