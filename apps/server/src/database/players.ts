import type { components } from '@arena/api-client';
import type { Queryable } from '../db/index';

// The players table (migrations/012, seed/roster.ts) as the database pages show it.

export type DbPlayer = components['schemas']['DbPlayer'];

interface PlayerDbRow {
  id: number;
  team_id: number;
  sport: number;
  number: number;
  position: string;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  birth_date: string | Date;
  height: number;
  nationality_id: number;
  nationality_zh: string;
  nationality_zht: string;
  nationality_en: string;
  nationality_vi: string;
  starter: number;
}

export const PLAYER_SELECT = `select p.id, p.team_id, p.sport, p.number, p.position, p.name_zh, p.name_zht, p.name_en, p.name_vi,
            to_char(p.birth_date, 'YYYY-MM-DD') as birth_date, p.height, p.nationality_id, c.name_zh as nationality_zh,
            c.name_zht as nationality_zht, c.name_en as nationality_en, c.name_vi as nationality_vi, p.starter
       from players p join countries c on c.id = p.nationality_id`;

/** Full years from a YYYY-MM-DD birth date to a day (ms). */
export function ageOn(birthDate: string, nowMs: number): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const now = new Date(nowMs);
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

export function playerWire(r: PlayerDbRow, nowMs: number): DbPlayer {
  const birth = String(r.birth_date);
  return {
    id: r.id,
    team_id: r.team_id,
    sport: Number(r.sport) === 1 ? 1 : 0,
    number: Number(r.number),
    position: r.position,
    name_zh: r.name_zh,
    name_zht: r.name_zht,
    name_en: r.name_en,
    name_vi: r.name_vi,
    birth_date: birth,
    age: ageOn(birth, nowMs),
    height: Number(r.height),
    nationality_id: r.nationality_id,
    nationality_zh: r.nationality_zh,
    nationality_zht: r.nationality_zht,
    nationality_en: r.nationality_en,
    nationality_vi: r.nationality_vi,
    starter: Number(r.starter) === 1 ? 1 : 0,
  };
}

/** A team's squad, starters first in their lineup order. */
export async function squadOf(q: Queryable, teamId: number, nowMs: number): Promise<DbPlayer[]> {
  const rows = await q.query<PlayerDbRow>(`${PLAYER_SELECT} where p.team_id = $1 order by p.sort`, [teamId]);
  return rows.map((r) => playerWire(r, nowMs));
}

export async function playerRow(q: Queryable, id: number, nowMs: number): Promise<DbPlayer | undefined> {
  const [row] = await q.query<PlayerDbRow>(`${PLAYER_SELECT} where p.id = $1`, [id]);
  return row && playerWire(row, nowMs);
}
