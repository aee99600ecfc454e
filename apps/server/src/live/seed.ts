import type { Db } from '../db/index';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { between, hash, prng } from '../seed/prng';

const DAY = 86_400;

/**
 * Live-room demo data, once per database: backpack gifts for the demo viewers, nobility for the first
 * (so the horn's free messages can be seen), and three past broadcasts per room to play back.
 */
export async function seedLive(db: Db, nowMs: number): Promise<boolean> {
  const [{ n }] = (await db.query<{ n: number }>("select count(*)::int as n from settings where key = 'live_seeded'")) as [{ n: number }];
  if (n > 0) return false;
  const nowSec = Math.floor(nowMs / 1000);
  await db.tx(async (q) => {
    const viewers = DEMO_ACCOUNTS.filter((a) => !a.isAnchor && !a.isOperator).map((a) => a.mobile);
    const users = await q.query<{ id: number; mobile: string }>('select id, mobile from users where mobile = any($1)', [viewers]);
    for (const u of users) {
      const first = u.mobile === DEMO_ACCOUNTS[0].mobile;
      for (const [giftId, num] of first
        ? [
            [1, 99],
            [2, 20],
            [3, 5],
            [5, 1],
          ]
        : [
            [1, 20],
            [2, 5],
          ]) {
        await q.query('insert into backpack (user_id, gift_id, num) values ($1, $2, $3) on conflict (user_id, gift_id) do nothing', [
          u.id,
          giftId,
          num,
        ]);
      }
      if (first) await q.query('update users set is_noble = 1 where id = $1', [u.id]);
    }
    const rooms = await q.query<{ uid: number; title: string; thumb: string; type: number }>(
      'select uid, title, thumb, type from live_rooms order by uid',
    );
    for (const room of rooms) {
      const rand = prng(hash(`playback:${room.uid}`));
      for (let d = 3; d >= 1; d--) {
        const start = nowSec - d * DAY - between(rand, 2, 10) * 3600;
        const minutes = between(rand, 30, 150);
        await q.query(
          'insert into live_broadcasts (uid, title, thumb, type, starttime, endtime, viewers) values ($1, $2, $3, $4, $5, $6, $7)',
          [room.uid, room.title, room.thumb, room.type, start, start + minutes * 60, between(rand, 100, 20_000)],
        );
      }
    }
    await q.query("insert into settings (key, value) values ('live_seeded', '1')");
  });
  return true;
}

/**
 * At every start the schedule decides which rooms are on air (seed.ts assignRooms): open a broadcast
 * for each live room that has none, and close those of rooms now off air.
 */
export async function syncBroadcasts(db: Db, nowMs: number): Promise<void> {
  const nowSec = Math.floor(nowMs / 1000);
  await db.tx(async (q) => {
    await q.query(
      `update live_broadcasts b set endtime = greatest($1, b.starttime)
         from live_rooms r where r.uid = b.uid and b.endtime is null and r.islive = 0`,
      [nowSec],
    );
    // A room whose start time moved (a new slate) starts a new broadcast.
    await q.query(
      `update live_broadcasts b set endtime = greatest($1, b.starttime)
         from live_rooms r where r.uid = b.uid and b.endtime is null and r.islive = 1 and r.starttime is not null and r.starttime <> b.starttime`,
      [nowSec],
    );
    await q.query(
      `insert into live_broadcasts (uid, title, thumb, type, match_id, starttime)
       select r.uid, r.title, r.thumb, r.type, r.match_id, coalesce(r.starttime, $1) from live_rooms r
        where r.islive = 1 and not exists (select 1 from live_broadcasts b where b.uid = r.uid and b.endtime is null)`,
      [nowSec],
    );
  });
}

/**
 * At every start: each football and basketball room whose streamer has announced no upcoming match
 * announces the next not-started match of its sport (one per room, different matches), so a viewer
 * finds something to reserve in the room's header (setReserveLiveNew is the streamer's own call;
 * the matches move with the schedule, so a one-time seed would run dry).
 */
export async function announceUpcoming(db: Db, nowMs: number): Promise<number> {
  const nowSec = Math.floor(nowMs / 1000);
  // Far enough ahead that the announcement does not turn into a live match during a short visit.
  const from = nowSec + 30 * 60;
  const to = nowSec + 4 * DAY;
  return db.tx(async (q) => {
    const rooms = await q.query<{ uid: number; type: number }>(
      `select r.uid, r.type from live_rooms r
        where r.type in (0, 1)
          and not exists (
            select 1 from reservations v
              left join football_matches f on f.id = v.match_id
              left join basketball_matches b on b.id = v.match_id
             where v.user_id = r.uid and v.role = 1 and coalesce(f.time, b.match_time) > $1
               and coalesce(f.status = 1, b.status_id = 1))
        order by r.uid`,
      [nowSec],
    );
    if (rooms.length === 0) return 0;
    const taken = new Set((await q.query<{ match_id: number }>('select match_id from reservations where role = 1')).map((r) => r.match_id));
    const pools: Record<number, number[]> = {
      0: (
        await q.query<{ id: number }>('select id from football_matches where status = 1 and time between $1 and $2 order by time, id', [
          from,
          to,
        ])
      ).map((r) => r.id),
      1: (
        await q.query<{ id: number }>(
          'select id from basketball_matches where status_id = 1 and match_time between $1 and $2 order by match_time, id',
          [from, to],
        )
      ).map((r) => r.id),
    };
    let announced = 0;
    for (const room of rooms) {
      const pool = pools[room.type]!;
      let matchId = pool.shift();
      while (matchId !== undefined && taken.has(matchId)) matchId = pool.shift();
      if (matchId === undefined) continue;
      await q.query('insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 1) on conflict do nothing', [
        room.uid,
        matchId,
        room.type,
      ]);
      announced++;
    }
    return announced;
  });
}
