import { describe, expect, it, vi } from 'vitest';
import { isReserved } from './useReserved';

describe('the room header’s reserve state at load', () => {
  it('given the match among the user’s reservations → reserved', async () => {
    const load = vi.fn(async () => ({ data: [{ match_id: 5 }, { match_id: 9 }], last_page: 1 }));
    expect(await isReserved(load, 9)).toBe(true);
  });

  it('given it is on a later page → the pages are read until found', async () => {
    const load = vi.fn(async (page: number) => ({ data: [{ match_id: page * 10 }], last_page: 3 }));
    expect(await isReserved(load, 30)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('given it is nowhere → reservable, after the last page', async () => {
    const load = vi.fn(async () => ({ data: [{ match_id: 1 }], last_page: 2 }));
    expect(await isReserved(load, 7)).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await isReserved(async () => ({}), 7)).toBe(false);
  });
});
