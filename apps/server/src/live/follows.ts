import type { Queryable } from '../db/index';
import { pageRows } from '../paging';
import type { Page } from './rooms';

/** Stops following; false when the user did not follow them. */
export async function unfollow(q: Queryable, userId: number, anchorId: number): Promise<boolean> {
  const removed = await q.query('delete from follows where user_id = $1 and anchor_id = $2 returning user_id', [userId, anchorId]);
  return removed.length > 0;
}

export async function follow(q: Queryable, userId: number, anchorId: number, at: Date): Promise<void> {
  await q.query('insert into follows (user_id, anchor_id, created_at) values ($1, $2, $3) on conflict do nothing', [userId, anchorId, at]);
}

export async function isFollowing(q: Queryable, userId: number, anchorId: number): Promise<boolean> {
  const [row] = await q.query('select 1 from follows where user_id = $1 and anchor_id = $2', [userId, anchorId]);
  return row !== undefined;
}

export async function followerCount(q: Queryable, anchorId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('select count(*)::int as n from follows where anchor_id = $1', [anchorId]);
  return row?.n ?? 0;
}

/** Whom a user follows, those on air first, then the latest followed, with their rooms and follower counts. */
export function followed(q: Queryable, userId: number, page: Page) {
  return pageRows<{
    uid: number;
    user_nickname: string;
    avatar: string;
    signature: string;
    islive: number | null;
    title: string | null;
    thumb: string | null;
    fans: number;
    total: number;
  }>(
    q,
    `select u.id as uid, u.user_nickname, u.avatar, u.signature, r.islive, r.title, r.thumb,
              (select count(*)::int from follows x where x.anchor_id = u.id) as fans, count(*) over ()::int as total
         from follows f join users u on u.id = f.anchor_id left join live_rooms r on r.uid = u.id
        where f.user_id = $1 order by coalesce(r.islive, 0) desc, f.created_at desc limit $2 offset $3`,
    (take, skip) => [userId, take, skip],
    page,
  );
}
