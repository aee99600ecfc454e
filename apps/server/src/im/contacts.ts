import type { Queryable } from '../db/index';
import { pageRows } from '../paging';
import { KEFU } from '../services/accounts';

// Issue 16: who a user knows — contacts (follows either way, private conversations), people to chat
// with, and the relation between two users.

/** People the user follows, who follow the user, or with whom the user has a private conversation; not the blocked. */
export function contacts(q: Queryable, uid: number) {
  return q.query<{ uid: number; user_nickname: string; avatar: string; is_attention: number; is_fans: number; chatted: number }>(
    `with peers as (
       select anchor_id as id from follows where user_id = $1
       union select user_id from follows where anchor_id = $1
       union select receiver::int from im_messages where sender = $2 and group_id is null and receiver ~ '^[0-9]{1,9}$'
       union select sender::int from im_messages where receiver = $2 and group_id is null and sender ~ '^[0-9]{1,9}$'
     )
     select u.id as uid, u.user_nickname, u.avatar,
       exists (select 1 from follows f where f.user_id = $1 and f.anchor_id = u.id)::int as is_attention,
       exists (select 1 from follows f where f.user_id = u.id and f.anchor_id = $1)::int as is_fans,
       exists (select 1 from im_messages m where m.group_id is null
                 and ((m.sender = $2 and m.receiver = u.id::text) or (m.sender = u.id::text and m.receiver = $2)))::int as chatted
       from users u join peers p on p.id = u.id
      where u.id <> $1 and not exists (select 1 from im_blocks b where b.owner = $1 and b.blocked = u.id)
      order by u.user_nickname, u.id limit 2000`,
    [uid, String(uid)],
  );
}

/** People to chat with: not the user, not followed by them, not blocked either way, not the service account; most followed first. */
export function recommendedUsers(q: Queryable, uid: number, page: { limit: number; offset: number }) {
  return pageRows<{ uid: number; user_nickname: string; avatar: string; signature: string; fans: number; total: number }>(
    q,
    `select * from (
       select u.id as uid, u.user_nickname, u.avatar, u.signature, u.is_anchor,
         (select count(*)::int from follows f where f.anchor_id = u.id) as fans, count(*) over ()::int as total
         from users u
        where u.id <> $1 and u.mobile <> $4
          and not exists (select 1 from follows f where f.user_id = $1 and f.anchor_id = u.id)
          and not exists (select 1 from im_blocks b where (b.owner = $1 and b.blocked = u.id) or (b.owner = u.id and b.blocked = $1))
     ) x order by fans desc, is_anchor desc, uid limit $2 offset $3`,
    (take, skip) => [uid, take, skip, KEFU.mobile],
    page,
  );
}

/** Follows and blocks between `me` and `other`, both ways. */
export async function relation(q: Queryable, me: number, other: number) {
  const [row] = await q.query<{ is_attention: number; is_fans: number; is_black: number; is_blacked: number }>(
    `select exists (select 1 from follows where user_id = $1 and anchor_id = $2)::int as is_attention,
            exists (select 1 from follows where user_id = $2 and anchor_id = $1)::int as is_fans,
            exists (select 1 from im_blocks where owner = $1 and blocked = $2)::int as is_black,
            exists (select 1 from im_blocks where owner = $2 and blocked = $1)::int as is_blacked`,
    [me, other],
  );
  return row!;
}
