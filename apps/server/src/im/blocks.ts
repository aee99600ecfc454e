import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { pageRows } from '../paging';

// Issue 16: each user's block list (migrations/015 im_blocks). A blocked user's private messages to the
// blocker are refused (im/private-send.ts), and neither adds the other to a chat group.

export async function block(db: Db, owner: number, blocked: number, now: number): Promise<void> {
  if (owner === blocked) throw new UserError('server.block.self');
  const [exists] = await db.query('select 1 from users where id = $1', [blocked]);
  if (!exists) throw new UserError('server.block.noSuchUser');
  await db.query('insert into im_blocks (owner, blocked, created_at) values ($1, $2, $3) on conflict do nothing', [
    owner,
    blocked,
    new Date(now),
  ]);
}

export async function unblock(db: Db, owner: number, blocked: number): Promise<void> {
  await db.query('delete from im_blocks where owner = $1 and blocked = $2', [owner, blocked]);
}

/** Whether user `other` exists, blocked `me`, or was blocked by `me`: what a private message to them needs. */
export async function blockState(q: Queryable, me: number, other: number) {
  const [row] = await q.query<{ exists: boolean; blocked_by: boolean; blocking: boolean }>(
    `select exists (select 1 from users where id = $2) as exists,
            exists (select 1 from im_blocks where owner = $2 and blocked = $1) as blocked_by,
            exists (select 1 from im_blocks where owner = $1 and blocked = $2) as blocking`,
    [me, other],
  );
  return { exists: Boolean(row?.exists), blockedBy: Boolean(row?.blocked_by), blocking: Boolean(row?.blocking) };
}

/** Of `others`, those who blocked `uid`. */
export async function blockedBy(q: Queryable, uid: number, others: number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const rows = await q.query<{ owner: number }>('select owner from im_blocks where blocked = $1 and owner = any($2::int[])', [uid, others]);
  return new Set(rows.map((r) => r.owner));
}

export function blockList(db: Db, owner: number, page: { limit: number; offset: number }) {
  return pageRows<{ uid: number; user_nickname: string; avatar: string; created_at: Date; total: number }>(
    db,
    `select u.id as uid, u.user_nickname, u.avatar, b.created_at, count(*) over ()::int as total
       from im_blocks b join users u on u.id = b.blocked where b.owner = $1 order by b.created_at desc, u.id limit $2 offset $3`,
    (take, skip) => [owner, take, skip],
    page,
  );
}
