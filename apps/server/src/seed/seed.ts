import type { Db, Queryable } from '../db/index';
import { hashPassword } from '../services/crypto';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { BASKETBALL, FOOTBALL, GIFTS, GUARD_TIERS, LEAGUES, STREAMERS } from './data';
import {
  basketballOdds,
  basketballState,
  footballOdds,
  footballState,
  isBasketballInProgress,
  isFootballInProgress,
} from './match-script';
import { between, hash, prng } from './prng';

const DAY_MS = 86_400_000;
/** The schedule spans two days ago to three days ahead (issue 2). */
const DAYS_BEFORE = 2;
const DAYS_AFTER = 3;
export const MIN_LIVE_FOOTBALL = 6;
export const MIN_LIVE_BASKETBALL = 3;

export const teamId = (leagueId: number, index: number) => leagueId * 100 + index + 1;
export const avatarPath = (seed: string) => `/static/avatar/${encodeURIComponent(seed)}.svg`;
export const teamLogoPath = (id: number) => `/static/badge/team/${id}.svg`;
export const leagueLogoPath = (id: number) => `/static/badge/league/${id}.svg`;

/** First start: leagues, teams, gifts, guard tiers, demo users, streamers and their rooms. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from leagues')) as [{ n: number }];
  if (n > 0) return false;
  const demoHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const streamerHash = await hashPassword('arena123');
  await db.tx(async (q) => {
    for (const l of LEAGUES) {
      await q.query(
        `insert into leagues (id, sport, name_zh, name_zht, name_en, name_vi, short_name_zh, short_name_zht, short_name_en, short_name_vi, country, logo, primary_color)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
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
    await insertDemoAccounts(q, DEMO_ACCOUNTS, demoHashes);
    // Streamers: the demo anchor is the first; the others get accounts of their own.
    for (const [i, [nickname, title, type]] of STREAMERS.entries()) {
      const demo = DEMO_ACCOUNTS.find((a) => a.isAnchor && a.nickname === nickname);
      const mobile = demo?.mobile ?? `86-139000000${String(i + 10)}`;
      if (!demo) {
        await q.query(
          'insert into users (mobile, password_hash, user_nickname, avatar, is_anchor, signature) values ($1,$2,$3,$4,1,$5)',
          [mobile, streamerHash, nickname, avatarPath(nickname), `${nickname} 的直播间`],
        );
      }
      const [user] = await q.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
      const rand = prng(hash(`room:${i}`));
      await q.query(
        'insert into live_rooms (uid, vid, title, thumb, type, heat, viewers, announcement) values ($1,$2,$3,$4,$5,$6,$7,$8)',
        [user!.id, `room_${user!.id}`, title, `/static/cover/${user!.id}.svg`, type, between(rand, 1_000, 90_000), between(rand, 50, 5_000), '欢迎来到直播间'],
      );
    }
  });
  return true;
}

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

async function insertDemoAccounts(q: Queryable, accounts: readonly DemoAccount[], hashes: string[]) {
  for (const [i, a] of accounts.entries()) {
    await q.query(
      `insert into users (mobile, password_hash, user_nickname, avatar, balance, is_anchor, signature) values ($1,$2,$3,$4,$5,$6,$7)
       on conflict (mobile) do nothing`,
      [a.mobile, hashes[i], a.nickname, avatarPath(a.mobile), a.balance, a.isAnchor ? 1 : 0, ''],
    );
  }
}

/**
 * At every start: a demo account missing from an older data folder (the list grew, or someone
 * deleted one) is created again, so the README's accounts always work. Existing ones are untouched.
 */
export async function ensureDemoAccounts(db: Db): Promise<string[]> {
  const present = new Set(
    (await db.query<{ mobile: string }>('select mobile from users where mobile = any($1)', [DEMO_ACCOUNTS.map((a) => a.mobile)])).map((r) => r.mobile),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.mobile));
  if (missing.length === 0) return [];
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  await db.tx((q) => insertDemoAccounts(q, missing, hashes));
  return missing.map((a) => a.mobile);
}

const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * At every start: the schedule from two days ago to three days ahead, every match's state as of
 * now, and enough matches in progress (a "live slate" anchored to the start time when needed).
 */
export async function refreshSchedule(db: Db, nowMs: number): Promise<{ liveFootball: number; liveBasketball: number }> {
  const today = dayNumber(nowMs);
  await db.tx(async (q) => {
    for (let day = today - DAYS_BEFORE; day <= today + DAYS_AFTER; day++) await insertDay(q, day);
    await insertLiveSlate(q, nowMs);
    await updateStates(q, nowMs, (today - DAYS_BEFORE - 1) * DAY_MS, (today + DAYS_AFTER + 1) * DAY_MS);
    await assignRooms(q, nowMs);
  });
  const [f] = await db.query<{ n: number }>('select count(*)::int as n from football_matches where status between 2 and 7');
  const [b] = await db.query<{ n: number }>('select count(*)::int as n from basketball_matches where status_id between 2 and 9');
  return { liveFootball: f?.n ?? 0, liveBasketball: b?.n ?? 0 };
}

async function insertDay(q: Queryable, day: number) {
  for (const [leagueIndex, league] of LEAGUES.entries()) {
    const rand = prng(hash(`schedule:${league.id}:${day}`));
    const pool = teamPool(league.id);
    const shuffled = [...pool].sort(() => rand() - 0.5);
    for (let n = 0; n < league.perDay && shuffled.length >= 2; n++) {
      const home = shuffled.pop()!;
      const away = shuffled.pop()!;
      const id = day * 100 + leagueIndex * 10 + n;
      const kickoff = Math.floor((day * DAY_MS) / 1000) + (between(rand, 10, 21) * 60 + (rand() < 0.5 ? 0 : 30)) * 60;
      await insertMatch(q, league.sport, id, league.id, home, away, kickoff);
    }
  }
}

function teamPool(leagueId: number): number[] {
  const league = LEAGUES.find((l) => l.id === leagueId)!;
  if (league.teams) return league.teams.map((_, i) => teamId(league.id, i));
  return (league.borrow ?? []).flatMap((b) => teamPool(b).slice(0, 4));
}

async function insertMatch(q: Queryable, sport: number, id: number, leagueId: number, home: number, away: number, kickoff: number) {
  if (sport === FOOTBALL) {
    await q.query(
      `insert into football_matches (id, competition_id, home_team_id, away_team_id, time, status, exponent, is_hot)
       values ($1,$2,$3,$4,$5,1,$6,$7) on conflict (id) do nothing`,
      [id, leagueId, home, away, kickoff, JSON.stringify(footballOdds(id)), [82, 108, 120, 129, 45, 46, 542].includes(leagueId) ? 1 : 0],
    );
  } else {
    await q.query(
      `insert into basketball_matches (id, competition_id, home_team_id, away_team_id, match_time, status_id, odds, is_hot)
       values ($1,$2,$3,$4,$5,1,$6,1) on conflict (id) do nothing`,
      [id, leagueId, home, away, kickoff, JSON.stringify(basketballOdds(id))],
    );
  }
}

// Slate ids sit above the daily ids (day * 100 + …) and apart per sport, so a hot-match list mixing
// both sports never holds two rows with the same `sourceid` (they used to collide minute for minute).
const FOOTBALL_SLATE_BASE = 100_000_000;
const BASKETBALL_SLATE_BASE = 200_000_000;

/** Matches kicked off shortly before `now`, so that several are in progress whenever the server starts. */
async function insertLiveSlate(q: Queryable, nowMs: number) {
  const nowSec = Math.floor(nowMs / 1000);
  const [f] = await q.query<{ n: number }>('select count(*)::int as n from football_matches where time <= $1 and time > $2', [nowSec, nowSec - 100 * 60]);
  const [b] = await q.query<{ n: number }>('select count(*)::int as n from basketball_matches where match_time <= $1 and match_time > $2', [nowSec, nowSec - 70 * 60]);
  const minute = Math.floor(nowMs / 60_000);
  const rand = prng(hash(`slate:${minute}`));
  const football = LEAGUES.filter((l) => l.sport === FOOTBALL);
  const basketball = LEAGUES.filter((l) => l.sport === BASKETBALL);
  const footballOffsets = [4, 21, 38, 52, 70, 95];
  for (let k = 0; k < Math.max(0, MIN_LIVE_FOOTBALL - (f?.n ?? 0)); k++) {
    const league = football[k % football.length]!;
    const pool = teamPool(league.id);
    const home = pool[between(rand, 0, pool.length - 1)]!;
    const away = pool.filter((t) => t !== home)[between(rand, 0, pool.length - 2)]!;
    await insertMatch(q, FOOTBALL, FOOTBALL_SLATE_BASE + (minute % 10_000_000) * 10 + k, league.id, home, away, nowSec - footballOffsets[k]! * 60);
  }
  const basketballOffsets = [5, 24, 47];
  for (let k = 0; k < Math.max(0, MIN_LIVE_BASKETBALL - (b?.n ?? 0)); k++) {
    const league = basketball[k % basketball.length]!;
    const pool = teamPool(league.id);
    const home = pool[between(rand, 0, pool.length - 1)]!;
    const away = pool.filter((t) => t !== home)[between(rand, 0, pool.length - 2)]!;
    await insertMatch(q, BASKETBALL, BASKETBALL_SLATE_BASE + (minute % 10_000_000) * 10 + k, league.id, home, away, nowSec - basketballOffsets[k]! * 60);
  }
}

async function updateStates(q: Queryable, nowMs: number, fromMs: number, toMs: number) {
  const from = Math.floor(fromMs / 1000);
  const to = Math.floor(toMs / 1000);
  const football = await q.query<{ id: number; time: string | number }>('select id, time from football_matches where time between $1 and $2', [from, to]);
  for (const m of football) {
    const s = footballState(m.id, Number(m.time), nowMs);
    await q.query(
      `update football_matches set status=$2, match_str=$3, home_score=$4, away_score=$5, half_score=$6, corner_kick=$7,
         home_yellow_card=$8, away_yellow_card=$9, home_red_card=$10, away_red_card=$11 where id=$1`,
      [m.id, s.status, s.match_str, s.home_score, s.away_score, s.half_score, s.corner_kick, s.home_yellow_card, s.away_yellow_card, s.home_red_card, s.away_red_card],
    );
  }
  const basketball = await q.query<{ id: number; match_time: string | number }>('select id, match_time from basketball_matches where match_time between $1 and $2', [from, to]);
  for (const m of basketball) {
    const s = basketballState(m.id, Number(m.match_time), nowMs);
    await q.query(
      'update basketball_matches set status_id=$2, time_left=$3, home_scores=$4, away_scores=$5, home_scores_total=$6, away_scores_total=$7 where id=$1',
      [m.id, s.status_id, s.time_left, JSON.stringify(s.home_scores), JSON.stringify(s.away_scores), s.home_scores_total, s.away_scores_total],
    );
  }
}

/** Rooms broadcast matches in progress of their sport; a room with none is off air. */
async function assignRooms(q: Queryable, nowMs: number) {
  const rooms = await q.query<{ uid: number; type: number }>('select uid, type from live_rooms order by uid');
  const liveFootball = (await q.query<{ id: number }>('select id from football_matches where status between 2 and 7 order by is_hot desc, time desc')).map((r) => r.id);
  const liveBasketball = (await q.query<{ id: number }>('select id from basketball_matches where status_id between 2 and 9 order by match_time desc')).map((r) => r.id);
  const nowSec = Math.floor(nowMs / 1000);
  for (const room of rooms) {
    const pool = room.type === 0 ? liveFootball : room.type === 1 ? liveBasketball : [];
    const matchId = pool.shift() ?? null;
    const live = room.type === 2 || matchId !== null;
    await q.query('update live_rooms set match_id=$2, islive=$3, starttime=$4 where uid=$1', [room.uid, matchId, live ? 1 : 0, live ? nowSec : null]);
  }
}

export { isBasketballInProgress, isFootballInProgress };
