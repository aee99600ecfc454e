import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/index';
import { KIND } from '../money/ledger';
import { credit, toTenths } from '../money/wallet';
import { hashPassword } from '../services/crypto';
import {
  DAY_MS,
  DAYS_AFTER,
  DAYS_BEFORE,
  insertLiveSlate,
  insertScheduleDays,
  MIN_LIVE_BASKETBALL,
  MIN_LIVE_FOOTBALL,
  teamId,
} from '../sim/schedule';
import { isBasketballInProgress, isFootballInProgress } from '../sim/script/index';
import { ensureSeasons } from '../sim/seasons';
import { syncBasketball, syncFootball } from '../sim/sync';
import { GIFTS, GUARD_TIERS, LEAGUES, STREAMERS } from './data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { between, hash, prng } from './prng';
import { insertPlayers } from './roster';

export const avatarPath = (seed: string) => `/static/avatar/${encodeURIComponent(seed)}.svg`;
export const teamLogoPath = (id: number) => `/static/badge/team/${id}.svg`;
export const leagueLogoPath = (id: number) => `/static/badge/league/${id}.svg`;

/**
 * First start: leagues, teams, gifts, guard tiers, demo users, streamers and their rooms. `nowMs`: the app's clock.
 * `demo: false` (production without SEED_DEMO=1, issue 12): no demo users, and the seeded streamers'
 * accounts get a random password nobody knows instead of the README's published one.
 */
export async function seedCatalogue(db: Db, nowMs = Date.now(), { demo = true }: { demo?: boolean } = {}): Promise<boolean> {
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from leagues')) as [{ n: number }];
  if (n > 0) return false;
  const demoAccounts = demo ? DEMO_ACCOUNTS : [];
  const demoHashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  const streamerHash = await hashPassword(demo ? 'arena123' : randomBytes(24).toString('base64url'));
  await db.tx(async (q) => {
    for (const l of LEAGUES) {
      await q.query(
        `insert into leagues (id, sport, name_zh, name_zht, name_en, name_vi, short_name_zh, short_name_zht, short_name_en, short_name_vi, country, logo, primary_color, country_id)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,(select id from countries where name_en = $11))`,
        [l.id, l.sport, ...l.name, ...l.short, l.country, leagueLogoPath(l.id), l.color],
      );
      for (const [i, t] of (l.teams ?? []).entries()) {
        await q.query(
          'insert into teams (id, sport, league_id, name_zh, name_zht, name_en, name_vi, logo) values ($1,$2,$3,$4,$5,$6,$7,$8)',
          [teamId(l.id, i), l.sport, l.id, ...t, teamLogoPath(teamId(l.id, i))],
        );
      }
    }
    for (const [id, zh, en, vi, coin, full] of GIFTS) {
      await q.query(
        'insert into gifts (id, giftname, giftname_en, giftname_vi, gifticon, needcoin, swf, swftime, type, sort) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)',
        [id, zh, en, vi, `/static/gift/${id}.svg`, coin, full ? `/static/gift/${id}.svg` : '', full ? 4 : 0, full, id],
      );
    }
    for (const [id, zh, en, vi, coin, renew, color, days] of GUARD_TIERS) {
      await q.query(
        'insert into guard_tiers (id, name, name_en, name_vi, icon, coin, renew_coin, color, days) values ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
        [id, zh, en, vi, `/static/guard/${id}.svg`, coin, renew, color, days],
      );
    }
    // Operators after the streamers (issue 14; byRole(true)), so the viewers', the anchor's and the rooms' ids stay put.
    const byRole = (operator: boolean) => demoAccounts.flatMap((a, i) => (a.isOperator === operator ? [i] : []));
    await insertDemoAccounts(
      q,
      byRole(false).map((i) => demoAccounts[i]!),
      byRole(false).map((i) => demoHashes[i]!),
      nowMs,
    );
    // Streamers: the demo anchor is the first; the others get accounts of their own.
    for (const [i, [nickname, title, type]] of STREAMERS.entries()) {
      const demo = demoAccounts.find((a) => a.isAnchor && a.nickname === nickname);
      const mobile = demo?.mobile ?? `86-139000000${String(i + 10)}`;
      if (!demo) {
        await q.query('insert into users (mobile, password_hash, user_nickname, avatar, is_anchor, signature) values ($1,$2,$3,$4,1,$5)', [
          mobile,
          streamerHash,
          nickname,
          avatarPath(nickname),
          `${nickname} 的直播间`,
        ]);
      }
      const [user] = await q.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
      const rand = prng(hash(`room:${i}`));
      await q.query('insert into live_rooms (uid, vid, title, thumb, type, heat, viewers, announcement) values ($1,$2,$3,$4,$5,$6,$7,$8)', [
        user!.id,
        `room_${user!.id}`,
        title,
        `/static/cover/${user!.id}.svg`,
        type,
        between(rand, 1_000, 90_000),
        between(rand, 50, 5_000),
        '欢迎来到直播间',
      ]);
    }
    await insertDemoAccounts(
      q,
      byRole(true).map((i) => demoAccounts[i]!),
      byRole(true).map((i) => demoHashes[i]!),
      nowMs,
    );
  });
  return true;
}

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/**
 * The demo accounts, each with its starting coins credited as its first balance record (a grant),
 * so their books add up like anyone's (migrations/006_balance_records.sql).
 */
async function insertDemoAccounts(q: Queryable, accounts: readonly DemoAccount[], hashes: string[], nowMs: number) {
  for (const [i, a] of accounts.entries()) {
    const [user] = await q.query<{ id: number }>(
      `insert into users (mobile, password_hash, user_nickname, avatar, is_anchor, signature, is_operator) values ($1,$2,$3,$4,$5,$6,$7)
       on conflict (mobile) do nothing returning id`,
      [a.mobile, hashes[i], a.nickname, avatarPath(a.mobile), a.isAnchor ? 1 : 0, '', a.isOperator],
    );
    if (user) await credit(q, user.id, toTenths(a.balance), { kind: KIND.grant, ref: 'seed', at: nowMs });
  }
}

/**
 * At every start: a demo account missing from an older data folder (the list grew, or someone
 * deleted one) is created again, so the README's accounts always work. Existing ones are untouched.
 */
export async function ensureDemoAccounts(db: Db, nowMs = Date.now()): Promise<string[]> {
  const present = new Set(
    (await db.query<{ mobile: string }>('select mobile from users where mobile = any($1)', [DEMO_ACCOUNTS.map((a) => a.mobile)])).map(
      (r) => r.mobile,
    ),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.mobile));
  if (missing.length === 0) return [];
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  await db.tx((q) => insertDemoAccounts(q, missing, hashes, nowMs));
  return missing.map((a) => a.mobile);
}

const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * At every start: the players, the seasons, the schedule from the current seasons' first day (two days
 * ago at least) to three days ahead, enough matches in progress (a
 * "live slate" anchored to the start time when needed), and every match's row, timeline, stats and
 * odds brought up to now (src/sim/sync.ts; the simulator keeps them moving from there).
 */
export async function refreshSchedule(db: Db, nowMs: number, speed = 1): Promise<{ liveFootball: number; liveBasketball: number }> {
  const today = dayNumber(nowMs);
  const pace = speed > 0 ? speed : 1;
  await db.tx(async (q) => {
    await insertPlayers(q);
    // From the first day of the seasons in progress: at a first start, their earlier rounds are
    // inserted and played here with the simulator's scripts (sim/seasons.ts).
    await ensureSeasons(q, today - DAYS_BEFORE, today + DAYS_AFTER);
    const [first] = await q.query<{ day: number | null }>(
      'select min(start_day) as day from seasons where start_day <= $1 and start_day + days > $1',
      [today],
    );
    const fromDay = Math.min(today - DAYS_BEFORE, Number(first?.day ?? today - DAYS_BEFORE));
    await insertScheduleDays(q, nowMs, fromDay);
    await insertLiveSlate(q, nowMs, pace);
    const window = {
      fromSec: Math.floor(((fromDay - 1) * DAY_MS) / 1000),
      toSec: Math.floor(((today + DAYS_AFTER + 1) * DAY_MS) / 1000),
    };
    await syncFootball(q, nowMs, pace, window);
    await syncBasketball(q, nowMs, pace, window);
    await assignRooms(q, nowMs);
  });
  const [f] = await db.query<{ n: number }>('select count(*)::int as n from football_matches where status between 2 and 7');
  const [b] = await db.query<{ n: number }>('select count(*)::int as n from basketball_matches where status_id between 2 and 9');
  return { liveFootball: f?.n ?? 0, liveBasketball: b?.n ?? 0 };
}

/** Rooms broadcast matches in progress of their sport; a room with none is off air. */
async function assignRooms(q: Queryable, nowMs: number) {
  const rooms = await q.query<{ uid: number; type: number }>('select uid, type from live_rooms order by uid');
  const liveFootball = (
    await q.query<{ id: number }>('select id from football_matches where status between 2 and 7 order by is_hot desc, time desc')
  ).map((r) => r.id);
  const liveBasketball = (
    await q.query<{ id: number }>('select id from basketball_matches where status_id between 2 and 9 order by match_time desc')
  ).map((r) => r.id);
  const nowSec = Math.floor(nowMs / 1000);
  for (const room of rooms) {
    const pool = room.type === 0 ? liveFootball : room.type === 1 ? liveBasketball : [];
    const matchId = pool.shift() ?? null;
    const live = room.type === 2 || matchId !== null;
    await q.query('update live_rooms set match_id=$2, islive=$3, starttime=$4 where uid=$1', [
      room.uid,
      matchId,
      live ? 1 : 0,
      live ? nowSec : null,
    ]);
  }
}

export { isBasketballInProgress, isFootballInProgress, MIN_LIVE_BASKETBALL, MIN_LIVE_FOOTBALL, teamId };
