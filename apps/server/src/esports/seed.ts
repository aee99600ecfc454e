import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index';
import { between, hash, pick, prng } from '../seed/prng';
import { avatarPath } from '../seed/seed';
import { hashPassword } from '../services/crypto';
import { ESPORTS_LEAGUES, esportsPlayerId, esportsTeamId, NICK_PARTS, PERSON_NAMES, ROLES } from './data';

// The esports catalogue (issue 19), written once into a database that has none (a new one, or one
// made before esports existed): leagues, teams with generated badges, five made-up players a team,
// and two more esports streamers' rooms beside the seeded one (type 2 rooms show a series, rooms.ts).

export const esportsTeamLogo = (id: number) => `/static/badge/esports-team/${id}.svg`;
export const esportsLeagueLogo = (id: number) => `/static/badge/esports-league/${id}.svg`;

/** Team strength (Elo-like), stable per team. */
export const ratingOf = (teamId: number) => 1400 + (hash(`rating:${teamId}`) % 300);

/**
 * Esports streamers added after the seeded ones (whose ids other data relies on): [mobile, nickname,
 * room title]. Their heat sits below every seeded room's so the hottest lists keep their order.
 */
export const ESPORTS_STREAMERS = [
  ['86-13900000060', '刀塔老周', 'Dota 2 梦幻联赛 解说'],
  ['86-13900000061', 'CS 小白', 'CS2 职业赛事 全程直播'],
] as const;

export async function seedEsports(q: Queryable, nowMs: number, { demo = true }: { demo?: boolean } = {}): Promise<boolean> {
  const [{ n }] = (await q.query<{ n: number }>('select count(*)::int as n from esports_leagues')) as [{ n: number }];
  if (n > 0) return false;
  for (const l of ESPORTS_LEAGUES) {
    await q.query(
      `insert into esports_leagues (id, game, name_zh, name_zht, name_en, name_vi, short_name, region, logo)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [l.id, l.game, ...l.name, l.short, l.region, esportsLeagueLogo(l.id)],
    );
    for (const [i, [name, short]] of l.teams.entries()) {
      const id = esportsTeamId(l.id, i);
      await q.query(
        'insert into esports_teams (id, game, league_id, name, short_name, region, logo, rating) values ($1,$2,$3,$4,$5,$6,$7,$8)',
        [id, l.game, l.id, name, short, l.region, esportsTeamLogo(id), ratingOf(id)],
      );
      const rand = prng(hash(`esports-roster:${id}`));
      const people = PERSON_NAMES[l.region] ?? PERSON_NAMES.world!;
      const taken = new Set<string>();
      for (const [sort, role] of ROLES[l.game].entries()) {
        let nickname: string;
        do nickname = pick(rand, NICK_PARTS[0]) + pick(rand, NICK_PARTS[1]);
        while (taken.has(nickname));
        taken.add(nickname);
        await q.query('insert into esports_players (id, team_id, sort, nickname, name, role, country) values ($1,$2,$3,$4,$5,$6,$7)', [
          esportsPlayerId(id, sort),
          id,
          sort,
          nickname,
          `${pick(rand, people.given)} ${pick(rand, people.family)}`,
          role,
          pick(rand, people.country),
        ]);
      }
    }
  }
  await seedStreamers(q, demo, Math.floor(nowMs / 1000));
  return true;
}

async function seedStreamers(q: Queryable, demo: boolean, nowSec: number) {
  const password = await hashPassword(demo ? 'arena123' : randomBytes(24).toString('base64url'));
  for (const [i, [mobile, nickname, title]] of ESPORTS_STREAMERS.entries()) {
    const [user] = await q.query<{ id: number }>(
      `insert into users (mobile, password_hash, user_nickname, avatar, is_anchor, signature) values ($1,$2,$3,$4,1,$5)
       on conflict (mobile) do nothing returning id`,
      [mobile, password, nickname, avatarPath(nickname), `${nickname} 的直播间`],
    );
    if (!user) continue;
    const rand = prng(hash(`esports-room:${i}`));
    // On air from the start, as the seed's refreshSchedule puts every "other" room (it ran before these existed).
    await q.query(
      `insert into live_rooms (uid, vid, title, thumb, type, heat, viewers, announcement, islive, starttime)
       values ($1,$2,$3,$4,2,$5,$6,$7,1,$8) on conflict (uid) do nothing`,
      [
        user.id,
        `room_${user.id}`,
        title,
        `/static/cover/${user.id}.svg`,
        between(rand, 200, 900),
        between(rand, 50, 900),
        '欢迎来到直播间',
        nowSec,
      ],
    );
  }
}
