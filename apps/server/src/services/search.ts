import type { Queryable } from '../db/index';

// The search box's data (spec §5 / §9): hot search terms, streamers and live rooms by name.

/** `name` as a LIKE pattern that matches it literally anywhere. */
const containing = (name: string) => `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Window {
  limit: number;
  offset: number;
}

/** Every search counts towards the hot searches (the term as typed, trimmed). */
export async function countSearch(q: Queryable, term: string, nowMs: number): Promise<void> {
  await q.query(
    `insert into search_terms (term, hits, updated_at) values ($1, 1, $2)
     on conflict (term) do update set hits = search_terms.hits + 1, updated_at = $2`,
    [term, new Date(nowMs)],
  );
}

/** The most searched terms, the most recent first among equals. */
export async function hotSearchTerms(q: Queryable, limit: number): Promise<string[]> {
  const terms = await q.query<{ term: string }>('select term from search_terms order by hits desc, updated_at desc, term limit $1', [
    limit,
  ]);
  return terms.map((t) => t.term);
}

export interface AnchorHit {
  uid: number;
  user_nickname: string;
  avatar: string;
  fans: number;
  /** null: the streamer has no room yet. */
  islive: number | null;
}

/** Streamers whose nickname contains the name: live ones first, then by fans. */
export async function searchAnchors(q: Queryable, name: string, { limit, offset }: Window): Promise<{ rows: AnchorHit[]; total: number }> {
  const pattern = containing(name);
  const [counted] = await q.query<{ n: number }>(
    "select count(*)::int as n from users where is_anchor = 1 and user_nickname ilike $1 escape '\\'",
    [pattern],
  );
  const rows = await q.query<AnchorHit>(
    `select u.id as uid, u.user_nickname, u.avatar,
            (select count(*)::int from follows f where f.anchor_id = u.id) as fans, r.islive
       from users u left join live_rooms r on r.uid = u.id
      where u.is_anchor = 1 and u.user_nickname ilike $1 escape '\\'
      order by r.islive desc nulls last, fans desc, u.id limit $2 offset $3`,
    [pattern, limit, offset],
  );
  return { rows, total: counted?.n ?? 0 };
}

export interface RoomHit {
  uid: number;
  vid: string;
  islive: 0 | 1;
  type: number;
  match_id: number | null;
  title: string;
  thumb: string;
  avatar: string;
  user_nickname: string;
  heat: number;
  viewers: number;
  /** bigint: text from PostgreSQL. */
  starttime: string | null;
}

/** Live rooms whose title or streamer's nickname contains the name: live ones first, then by heat. */
export async function searchRooms(q: Queryable, name: string, { limit, offset }: Window): Promise<{ rows: RoomHit[]; total: number }> {
  const pattern = containing(name);
  const where = "(r.title ilike $1 escape '\\' or u.user_nickname ilike $1 escape '\\')";
  const [counted] = await q.query<{ n: number }>(
    `select count(*)::int as n from live_rooms r join users u on u.id = r.uid where ${where}`,
    [pattern],
  );
  const rows = await q.query<RoomHit>(
    `select r.uid, r.vid, r.islive, r.type, r.match_id, r.title, r.thumb, u.avatar, u.user_nickname, r.heat, r.viewers, r.starttime
       from live_rooms r join users u on u.id = r.uid where ${where}
      order by r.islive desc, r.heat desc, r.uid limit $2 offset $3`,
    [pattern, limit, offset],
  );
  return { rows, total: counted?.n ?? 0 };
}
