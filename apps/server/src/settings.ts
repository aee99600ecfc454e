import type { Db } from './db/index';
import { newToken } from './services/crypto';

/** A random secret made on first start and kept in the database, so every instance shares it. */
export async function secretOf(db: Db, key: string): Promise<string> {
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, newToken() + newToken()]);
  const [row] = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
  return row!.value;
}
