import type { Queryable } from '../db/index';

// Labels of the generated esports badges (art.ts): a team's tag, a league's abbreviation.

export async function esportsTeamName(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ name: string }>('select short_name as name from esports_teams where id = $1', [id]))[0]?.name;
}

export async function esportsLeagueName(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ name: string }>('select short_name as name from esports_leagues where id = $1', [id]))[0]?.name;
}
