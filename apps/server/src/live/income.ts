import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { money } from '../money/wallet';
import { SHANGHAI_OFFSET_MS, shanghaiDay } from '../services/shanghai';
import { dayStart, weekStart } from './ranks';

// Issue 15: a streamer's gift income and contribution lists by day and by week (anchor centre), from
// the money given in their room (room_contributions: gifts, paid barrage, guard). Days are Beijing
// days and weeks start on Monday, as the room's contribution ranks count them.

export type Period = 'day' | 'week';

const DAY_MS = 86_400_000;
const lengthOf = (period: Period) => (period === 'week' ? 7 * DAY_MS : DAY_MS);
const startOf = (period: Period, at: number) => (period === 'week' ? weekStart(at) : dayStart(at));

/** The income of the `count` periods up to the current one, newest first (periods without income are there, at 0). */
export async function incomeByPeriod(q: Queryable, room: number, period: Period, count: number, now: number) {
  const length = lengthOf(period);
  const current = startOf(period, now);
  const since = current - (count - 1) * length;
  const rows = await q.query<{ bucket: number; income: string; gifts: string; givers: number }>(
    `select floor((extract(epoch from created_at) * 1000 - $2::float8) / $3::float8)::int as bucket, sum(amount) as income,
            coalesce(sum(num) filter (where kind = 1), 0) as gifts, count(distinct uid)::int as givers
       from room_contributions where room_uid = $1 and created_at >= $4 and created_at < $5 group by 1`,
    [room, since, length, new Date(since), new Date(current + length)],
  );
  const byBucket = new Map(rows.map((r) => [Number(r.bucket), r]));
  const items = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const r = byBucket.get(i);
    const start = since + i * length;
    items.push({
      start: Math.floor(start / 1000),
      date: shanghaiDay(start),
      income: money(r?.income ?? 0),
      gifts: Number(r?.gifts ?? 0),
      givers: r?.givers ?? 0,
    });
  }
  return { total: money(items.reduce((sum, item) => sum + item.income, 0)), items };
}

/** The start of the day or week a `YYYY-MM-DD` Beijing date falls in; code 1 for a date that does not exist. */
export function periodOfDate(period: Period, date: string | undefined, now: number): number {
  if (date === undefined) return startOf(period, now);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(y, m - 1, d, 12) - SHANGHAI_OFFSET_MS;
  if (shanghaiDay(noon) !== date) throw new UserError('server.live.badDate', { date });
  return startOf(period, noon);
}

/** Who gave most in the period starting at `start`, top 100, with their gift count. */
export async function contributionsIn(q: Queryable, room: number, period: Period, start: number) {
  const rows = await q.query<{ uid: number; user_nickname: string; avatar: string; amount: string; gifts: string }>(
    `select c.uid, u.user_nickname, u.avatar, sum(c.amount) as amount, coalesce(sum(c.num) filter (where c.kind = 1), 0) as gifts
       from room_contributions c join users u on u.id = c.uid
      where c.room_uid = $1 and c.created_at >= $2 and c.created_at < $3
      group by c.uid, u.user_nickname, u.avatar
      order by sum(c.amount) desc, min(c.id) limit 100`,
    [room, new Date(start), new Date(start + lengthOf(period))],
  );
  return rows;
}
