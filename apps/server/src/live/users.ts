import type { Queryable } from '../db/index';

/** A user as shown beside a room action (follow, mute, kick), or undefined when there is none by that id. */
export async function userCard(q: Queryable, id: number) {
  const [u] = await q.query<{ id: number; user_nickname: string; avatar: string }>(
    'select id, user_nickname, avatar from users where id = $1',
    [id],
  );
  return u;
}
