import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login } from './helpers';

// What the contract test's sample calls share: their type and the demo accounts and matches they use.

export type Sample = (
  arena: ArenaApp,
  token: string,
) => Promise<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; token?: string }>;

export const liveFootballId = async (arena: ArenaApp) =>
  (await arena.services.db.query<{ id: number }>('select id from football_matches where status between 2 and 7 order by id limit 1'))[0]!
    .id;

export async function anchorId(arena: ArenaApp): Promise<number> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[1].mobile]);
  return row!.id;
}
/** The streamer's session, logged in once per app: the captcha limits how often one address may ask. */
const anchorTokens = new WeakMap<ArenaApp, Promise<string>>();
export function anchorToken(arena: ArenaApp): Promise<string> {
  let token = anchorTokens.get(arena);
  if (!token) {
    token = login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password).then((res) => res.data.token as string);
    anchorTokens.set(arena, token);
  }
  return token;
}
export async function viewerId(arena: ArenaApp, index: 2 | 3): Promise<number> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[index].mobile]);
  return row!.id;
}
/** A match not finished yet, of a sport (0 football, 1 basketball); `nth` picks another one. */
export async function openMatch(arena: ArenaApp, sport: 0 | 1, nth = 0): Promise<number> {
  const sql =
    sport === 0
      ? 'select id from football_matches where status < 8 order by time desc, id'
      : 'select id from basketball_matches where status_id between 1 and 9 order by match_time desc, id';
  const rows = await arena.services.db.query<{ id: number }>(sql);
  return rows[nth]!.id;
}
export async function redEnvelope(arena: ArenaApp, token: string): Promise<number> {
  const sent = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: await anchorId(arena), amount: 3, count: 3 }, token);
  return sent.data.id;
}
