import { todaysHotMatches } from '../matches/hot';
import { absolute } from './format';
import type { Handlers, InputOf, Services } from './types';

/** Spec §5 / §9: the search box takes at most 10 characters; the overlay shows the first 10 hot searches. */
export const HOT_SEARCHES_SHOWN = 10;

/** `name` as a LIKE pattern that matches it literally anywhere. */
const containing = (name: string) => `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every search counts towards the hot searches (the term as typed, trimmed). */
async function count(services: Services, term: string) {
  await services.db.query(
    `insert into search_terms (term, hits, updated_at) values ($1, 1, $2)
     on conflict (term) do update set hits = search_terms.hits + 1, updated_at = $2`,
    [term, new Date(services.config.now())],
  );
}

function paging(input: InputOf<'search_anchor'> | InputOf<'search_live'>) {
  const page = input.page ?? 1;
  const limit = input.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

const paged = <T>(rows: T[], total: number, page: number, limit: number) => ({
  data: rows,
  total,
  per_page: limit,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / limit)),
});

export const searchHandlers: Handlers = {
  async search_index(ctx) {
    const terms = await ctx.services.db.query<{ term: string }>(
      'select term from search_terms order by hits desc, updated_at desc, term limit $1',
      [HOT_SEARCHES_SHOWN],
    );
    const hotMatch = await todaysHotMatches(ctx.services.db, ctx.origin, ctx.services.config.now());
    return { hot_search: terms.map((t) => t.term), hot_match: hotMatch.slice(0, 10) };
  },

  /** Streamers whose nickname contains the name. */
  async search_anchor(ctx) {
    const name = ctx.input.name.trim();
    const { page, limit, offset } = paging(ctx.input);
    if (name) await count(ctx.services, name);
    const pattern = containing(name);
    const [{ n }] = (await ctx.services.db.query<{ n: number }>(
      "select count(*)::int as n from users where is_anchor = 1 and user_nickname ilike $1 escape '\\'",
      [pattern],
    )) as [{ n: number }];
    const rows = await ctx.services.db.query<{ uid: number; user_nickname: string; avatar: string; fans: number; islive: number | null }>(
      `select u.id as uid, u.user_nickname, u.avatar,
              (select count(*)::int from follows f where f.anchor_id = u.id) as fans, r.islive
         from users u left join live_rooms r on r.uid = u.id
        where u.is_anchor = 1 and u.user_nickname ilike $1 escape '\\'
        order by r.islive desc nulls last, fans desc, u.id limit $2 offset $3`,
      [pattern, limit, offset],
    );
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        fans: Number(r.fans),
        islive: Number(r.islive ?? 0),
      })),
      n,
      page,
      limit,
    );
  },

  /** Live rooms whose title or streamer's nickname contains the name; live ones first. */
  async search_live(ctx) {
    const name = ctx.input.name.trim();
    const { page, limit, offset } = paging(ctx.input);
    if (name) await count(ctx.services, name);
    const pattern = containing(name);
    const where = "(r.title ilike $1 escape '\\' or u.user_nickname ilike $1 escape '\\')";
    const [{ n }] = (await ctx.services.db.query<{ n: number }>(
      `select count(*)::int as n from live_rooms r join users u on u.id = r.uid where ${where}`,
      [pattern],
    )) as [{ n: number }];
    const rows = await ctx.services.db.query<{
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
      starttime: string | null;
    }>(
      `select r.uid, r.vid, r.islive, r.type, r.match_id, r.title, r.thumb, u.avatar, u.user_nickname, r.heat, r.viewers, r.starttime
         from live_rooms r join users u on u.id = r.uid where ${where}
        order by r.islive desc, r.heat desc, r.uid limit $2 offset $3`,
      [pattern, limit, offset],
    );
    return paged(
      rows.map((r) => ({
        id: r.uid,
        uid: r.uid,
        vid: r.vid,
        islive: r.islive,
        type: Number(r.type),
        match_id: r.match_id,
        title: r.title,
        thumb: absolute(ctx.origin, r.thumb),
        avatar: absolute(ctx.origin, r.avatar),
        user_nickname: r.user_nickname,
        heat: Number(r.heat),
        viewers: Number(r.viewers),
        starttime: r.starttime === null ? null : Number(r.starttime),
      })),
      n,
      page,
      limit,
    );
  },
};
