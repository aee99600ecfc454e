import { describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch';

describe('prefetch', () => {
  it('starts a request once while it is fresh and hands it over once', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    prefetch('a', load, 1_000);
    prefetch('a', load, 2_000);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takePrefetched<number>('a', 3_000)).resolves.toBe(42);
    expect(takePrefetched('a', 3_000)).toBeUndefined();
  });

  it('does not hand over a stale answer, and starts a new request after it', () => {
    const load = vi.fn(() => Promise.resolve(1));
    prefetch('b', load, 0);
    prefetch('b', load, 6_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(takePrefetched('b', 20_000)).toBeUndefined();
  });

  it('keeps a failure for the page to report', async () => {
    prefetch('c', () => Promise.reject(new Error('offline')), 0);
    await expect(takePrefetched('c', 10)).rejects.toThrow('offline');
  });
});
