import type { Queryable } from '../db/index';
import { LEAGUES } from './data';
import { type Player, squad } from './players';
import { between, hash, pick, prng } from './prng';

// The players table (migrations/012): every seeded team's squad (players.ts names them for the lineups
// and timelines) with a birth date, height and nationality, deterministic per player.

/** countries.id of migrations 002 and 012. */
const COUNTRY = {
  England: 1,
  Spain: 2,
  Germany: 3,
  Italy: 4,
  China: 5,
  Vietnam: 6,
  USA: 8,
  Brazil: 9,
  France: 10,
  Argentina: 11,
  Portugal: 12,
  Netherlands: 13,
  Croatia: 14,
  Nigeria: 15,
  Serbia: 18,
  Canada: 19,
  Australia: 20,
} as const;
type CountryName = keyof typeof COUNTRY;

const FOOTBALL_ABROAD: readonly CountryName[] = [
  'Brazil',
  'France',
  'Argentina',
  'Portugal',
  'Netherlands',
  'Croatia',
  'Nigeria',
  'England',
  'Spain',
  'Germany',
  'Italy',
  'Serbia',
];
const BASKETBALL_ABROAD: readonly CountryName[] = ['Canada', 'Serbia', 'France', 'Australia', 'Nigeria', 'Germany', 'Spain'];

const HEIGHT: Record<string, readonly [number, number]> = {
  G: [185, 198],
  D: [178, 193],
  M: [168, 186],
  F: [172, 191],
  PG: [183, 194],
  SG: [190, 199],
  SF: [198, 206],
  PF: [203, 211],
  C: [208, 221],
};

export interface RosterPlayer extends Player {
  team_id: number;
  sport: 0 | 1;
  birth_date: string;
  height: number;
  nationality_id: number;
  starter: 0 | 1;
  sort: number;
}

/** A team's players: its squad (starters first) with the details the database pages show. */
export function roster(teamId: number, sport: 0 | 1, leagueCountry: string): RosterPlayer[] {
  const s = squad(teamId, sport);
  const home = (COUNTRY as Record<string, number>)[leagueCountry];
  return [...s.starters, ...s.substitutes].map((p, i) => {
    const rand = prng(hash(`roster:${p.id}`));
    const age = between(rand, 18, 35);
    const born = Date.UTC(2025 - age, between(rand, 0, 11), between(rand, 1, 28));
    const [low, high] = HEIGHT[p.position] ?? [175, 190];
    // Chinese and Vietnamese names are their country's; the others mostly the league's, some from abroad.
    const nationality =
      leagueCountry === 'China' || leagueCountry === 'Vietnam'
        ? home!
        : home !== undefined && rand() < (sport === 0 ? 0.55 : 0.7)
          ? home
          : COUNTRY[pick(rand, sport === 0 ? FOOTBALL_ABROAD : BASKETBALL_ABROAD)];
    return {
      ...p,
      team_id: teamId,
      sport,
      birth_date: new Date(born).toISOString().slice(0, 10),
      height: between(rand, low, high),
      nationality_id: nationality,
      starter: i < s.starters.length ? 1 : 0,
      sort: i + 1,
    };
  });
}

/** Inserts the players of every seeded team that has none yet (a first start, or a data folder from before issue 19). */
export async function insertPlayers(q: Queryable): Promise<number> {
  const teams = await q.query<{ id: number; sport: 0 | 1; league_id: number }>(
    'select t.id, t.sport, t.league_id from teams t where not exists (select 1 from players p where p.team_id = t.id) order by t.id',
  );
  const rows = teams.flatMap((t) => roster(t.id, t.sport, LEAGUES.find((l) => l.id === t.league_id)?.country ?? ''));
  if (rows.length === 0) return 0;
  await q.query(
    `insert into players (id, team_id, sport, number, position, name_zh, name_zht, name_en, name_vi, birth_date, height, nationality_id, starter, sort)
     select id, team_id, sport, number, position, name_zh, name_zht, name_en, name_vi, birth_date::date, height, nationality_id, starter, sort
       from jsonb_to_recordset($1::jsonb) as x(id int, team_id int, sport int, number int, position text, name_zh text, name_zht text,
            name_en text, name_vi text, birth_date text, height int, nationality_id int, starter int, sort int)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
