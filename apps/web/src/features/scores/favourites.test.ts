import { clearTokenCookie } from '@arena/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Favourites: local storage while logged out (surviving a reload), the server's collect calls when
// logged in, and the local ones sent to the account on login.

const calls: { method: string; path: string; input: unknown }[] = [];
let serverCollected: Record<number, number[]> = { 1: [], 2: [] };

vi.mock('../../lib/api', () => ({
  api: {
    get: vi.fn(async (path: string, input: { query: { type: 1 | 2 } }) => {
      calls.push({ method: 'get', path, input });
      if (path === '/api/Basketballuser/collectList')
        return { data: (serverCollected[input.query.type] ?? []).map((id) => ({ id })), last_page: 1 };
      throw new Error(`unexpected ${path}`);
    }),
    post: vi.fn(async (path: string, input: { body: { id: string; type: 1 | 2; collect: 0 | 1 } }) => {
      calls.push({ method: 'post', path, input });
      const ids = input.body.id.split(',').map(Number);
      const set = new Set(serverCollected[input.body.type]);
      for (const id of ids) input.body.collect ? set.add(id) : set.delete(id);
      serverCollected[input.body.type] = [...set];
      return { collected: [...set] };
    }),
  },
}));

async function fresh() {
  vi.resetModules();
  const session = await import('../../session/store');
  const favs = await import('./favourites');
  return { ...session, ...favs };
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  serverCollected = { 1: [], 2: [] };
  // No token cookie: the stored user does not count (logged out).
  clearTokenCookie();
});
afterEach(() => {
  clearTokenCookie();
});

describe('favourites', () => {
  it('given a logged-out visitor → when they collect a match → it is kept locally, without a server call, and survives a reload', async () => {
    const first = await fresh();
    await first.toggleFavourite('football', 100000006);
    expect(first.favourites.football).toEqual([100000006]);
    expect(calls).toEqual([]);

    const reloaded = await fresh(); // a reload: modules and state from scratch, storage kept
    expect(reloaded.favourites.football).toEqual([100000006]);
    await reloaded.toggleFavourite('football', 100000006);
    expect(reloaded.favourites.football).toEqual([]);
    expect((await fresh()).favourites.football).toEqual([]);
  });

  it('given a logged-in user → when they collect and uncollect → the server is told (type 2 football, 1 basketball) and its answer is kept', async () => {
    const m = await fresh();
    m.session.user = { id: 5, user_nickname: 'u' } as never;
    await m.toggleFavourite('basketball', 200000003);
    expect(calls.at(-1)).toMatchObject({
      method: 'post',
      path: '/api/Basketballuser/collect',
      input: { body: { id: '200000003', type: 1, collect: 1 } },
    });
    expect(m.favourites.basketball).toEqual([200000003]);
    await m.toggleFavourite('basketball', 200000003);
    expect(calls.at(-1)).toMatchObject({ input: { body: { collect: 0 } } });
    expect(m.favourites.basketball).toEqual([]);
    expect(localStorage.getItem('collect')).toBeNull();
  });

  it('given favourites made while logged out → when the user logs in → they are sent to the account and the account’s list is shown', async () => {
    const m = await fresh();
    await m.toggleFavourite('football', 11);
    serverCollected[2] = [22];
    m.session.user = { id: 5, user_nickname: 'u' } as never;
    await m.syncFavourites();
    expect(calls.find((c) => c.method === 'post')).toMatchObject({ input: { body: { id: '11', type: 2, collect: 1 } } });
    expect([...m.favourites.football].sort()).toEqual([11, 22]);
    expect(m.favourites.source).toBe('server');
    expect(JSON.parse(localStorage.getItem('collect') ?? '{}')).toEqual({ football: [], basketball: [] });
  });
});
