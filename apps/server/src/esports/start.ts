import type { Db } from '../db/index';
import { bindEsportsRooms } from './rooms';
import { DAY_SEC, ESPORTS_DAYS_BEFORE, insertEsportsDays, insertEsportsSlate } from './schedule';
import { seedEsports } from './seed';
import { syncEsports } from './sync';

/** Where a catch-up looks from: the first scheduled day, and a day more for series still running. */
export const esportsWindowStart = (nowMs: number) => (Math.floor(nowMs / 1000 / DAY_SEC) - ESPORTS_DAYS_BEFORE - 1) * DAY_SEC;

/**
 * At every start (after the football schedule and its rooms): the esports catalogue when missing, the
 * schedule around now, series of every game in progress, every series brought up to now (those of past
 * days are played to their end from their scripts) and the esports rooms bound to live series.
 */
export async function refreshEsports(db: Db, nowMs: number, speed: number, { demo = true }: { demo?: boolean } = {}) {
  return db.tx(async (q) => {
    const seeded = await seedEsports(q, nowMs, { demo });
    await insertEsportsDays(q, nowMs);
    await syncEsports(q, nowMs, speed, esportsWindowStart(nowMs));
    const slate = await insertEsportsSlate(q, nowMs, speed);
    if (slate.length > 0) await syncEsports(q, nowMs, speed, esportsWindowStart(nowMs));
    await bindEsportsRooms(q);
    const [live] = await q.query<{ n: number }>('select count(*)::int as n from esports_series where status = 1');
    return { esportsSeeded: seeded, liveEsports: live?.n ?? 0 };
  });
}
