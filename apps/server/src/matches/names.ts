import type { Queryable } from '../db/index';

// English names for the generated team and league badges (art.ts).

export async function teamName(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ name: string }>('select name_en as name from teams where id = $1', [id]))[0]?.name;
}

export async function leagueName(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ name: string }>('select short_name_en as name from leagues where id = $1', [id]))[0]?.name;
}
