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

/** Issue 15: an image `token`'s user uploaded to our store (POST /uploads), as the store's URL. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export async function uploadedImage(arena: ArenaApp, token: string): Promise<string> {
  const { data } = await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, token);
  const res = await arena.app.inject({
    method: 'POST',
    url: '/uploads',
    payload: PNG,
    headers: { 'content-type': 'image/png', token: data.token },
  });
  return (res.json() as { data: { url: string } }).data.url;
}

/** Issue 15: a chat group (`g<n>`) of the streamer's, public unless said. */
export async function anchorGroup(arena: ArenaApp, type: 'Public' | 'Work' = 'Public'): Promise<string> {
  const res = await call(arena, 'POST', '/api/Group/addgroup', { name: '铁杆球迷团', type }, await anchorToken(arena));
  return res.data.group_id;
}

/** The seeded operator's session (the operator console's calls). */
export async function operatorToken(arena: ArenaApp): Promise<string> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where is_operator order by id limit 1');
  return arena.services.accounts.createSession(row!.id);
}

/** Issue 15: a demo viewer's streamer application, pending review. */
export async function pendingApplication(arena: ArenaApp, index: 2 | 3): Promise<number> {
  const uid = await viewerId(arena, index);
  await arena.services.db.query(
    `insert into streamer_applications (user_id, real_name, id_number, contact, experience, status, created_at)
     values ($1, '王五', '110101199003074518', 'QQ 1', '解说过三个赛季的中超联赛直播，熟悉战术分析', 0, now())
     on conflict (user_id) do update set status = 0, reviewed_at = null`,
    [uid],
  );
  return uid;
}
