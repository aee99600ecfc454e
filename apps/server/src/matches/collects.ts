import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { SPORTS, type Sport } from './sports';

// Favourite matches (WIRE.md Basketballuser/collect), per user and sport.

/**
 * Collects (`collect` true) or uncollects the matches, or toggles them when `collect` is undefined
 * (all collected → uncollect them, else collect them); in one transaction. Returns what was done and
 * every match of that sport the user has collected now.
 */
export async function collectMatches(
  db: Db,
  userId: number,
  sport: Sport,
  ids: number[],
  collect: boolean | undefined,
): Promise<{ collect: boolean; collected: number[] }> {
  return db.tx(async (q) => {
    const known = new Set(
      (await q.query<{ id: number }>(`select id from ${SPORTS[sport].table} where id = any($1::int[])`, [ids])).map((r) => r.id),
    );
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw new UserError('server.scores.matchNotFound', { id: missing });
    const [held] = await q.query<{ n: number }>(
      'select count(*)::int as n from match_collects where user_id = $1 and sport = $2 and match_id = any($3::int[])',
      [userId, sport, ids],
    );
    const collecting = collect ?? (held?.n ?? 0) < ids.length;
    if (collecting) {
      await q.query(`insert into match_collects (user_id, sport, match_id) select $1, $2, unnest($3::int[]) on conflict do nothing`, [
        userId,
        sport,
        ids,
      ]);
    } else {
      await q.query('delete from match_collects where user_id = $1 and sport = $2 and match_id = any($3::int[])', [userId, sport, ids]);
    }
    return { collect: collecting, collected: await collectedIds(q, userId, sport) };
  });
}

/** The user's favourite matches of a sport, by id. */
export async function collectedIds(q: Queryable, userId: number, sport: Sport): Promise<number[]> {
  return (
    await q.query<{ match_id: number }>('select match_id from match_collects where user_id = $1 and sport = $2 order by match_id', [
      userId,
      sport,
    ])
  ).map((r) => r.match_id);
}
