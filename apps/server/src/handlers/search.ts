import { absolute } from '../format';
import { todaysHotMatches } from '../matches/hot';
import { paged } from '../paging';
import { countSearch, hotSearchTerms, searchAnchors, searchRooms } from '../services/search';
import type { Handlers, InputOf } from './types';

/** Spec §5 / §9: the search box takes at most 10 characters; the overlay shows the first 10 hot searches. */
export const HOT_SEARCHES_SHOWN = 10;

function paging(input: InputOf<'search_anchor'> | InputOf<'search_live'>) {
  const page = input.page ?? 1;
  const limit = input.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

export const searchHandlers: Handlers = {
  async search_index({ services, origin }) {
    const terms = await hotSearchTerms(services.db, HOT_SEARCHES_SHOWN);
    const hotMatch = await todaysHotMatches(services.db, origin, services.config.now());
    return { hot_search: terms, hot_match: hotMatch.slice(0, 10) };
  },

  /** Streamers whose nickname contains the name. */
  async search_anchor({ input, services, origin }) {
    const name = input.name.trim();
    const { page, limit, offset } = paging(input);
    if (name) await countSearch(services.db, name, services.config.now());
    const { rows, total } = await searchAnchors(services.db, name, { limit, offset });
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(origin, r.avatar),
        fans: Number(r.fans),
        islive: Number(r.islive ?? 0),
      })),
      total,
      page,
      limit,
    );
  },

  /** Live rooms whose title or streamer's nickname contains the name; live ones first. */
  async search_live({ input, services, origin }) {
    const name = input.name.trim();
    const { page, limit, offset } = paging(input);
    if (name) await countSearch(services.db, name, services.config.now());
    const { rows, total } = await searchRooms(services.db, name, { limit, offset });
    return paged(
      rows.map((r) => ({
        id: r.uid,
        uid: r.uid,
        vid: r.vid,
        islive: r.islive,
        type: Number(r.type),
        match_id: r.match_id,
        title: r.title,
        thumb: absolute(origin, r.thumb),
        snapshot: services.live.snapshots.of(r.uid, r.islive, origin),
        avatar: absolute(origin, r.avatar),
        user_nickname: r.user_nickname,
        heat: Number(r.heat),
        viewers: Number(r.viewers),
        starttime: r.starttime === null ? null : Number(r.starttime),
      })),
      total,
      page,
      limit,
    );
  },
};
