import { afterEach, describe, expect, it, vi } from 'vitest';

const preloadPlayer = vi.fn(() => new Promise<never>(() => undefined));
const preloadStream = vi.fn();
vi.mock('@arena/ui', () => ({ preloadPlayer, preloadStream }));

const { preloadLiveRoom, takeRoomInfo } = await import('./preload');

// Time to first frame on /live: the route asks for the room and hls.js while the page's chunk loads.

describe('given the /live route matching ?uid=8', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when it renders twice → hls.js starts loading and the room is asked for once; the page takes that answer once', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return new Response(
          JSON.stringify({ code: 0, msg: 'ok', data: { vid: 'room_8', info: { islive: 1, pull: '/hls/8/master.m3u8' } } }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    preloadLiveRoom(new URLSearchParams('uid=8'));
    preloadLiveRoom(new URLSearchParams('uid=8'));
    expect(preloadPlayer).toHaveBeenCalled();
    const taken = takeRoomInfo(8);
    expect(taken).toBeDefined();
    await expect(taken).resolves.toMatchObject({ info: { pull: '/hls/8/master.m3u8' } });
    expect(urls.filter((u) => u.includes('getRoomInfo'))).toHaveLength(1);
    // On air: the stream itself starts before the page's player mounts.
    expect(preloadStream).toHaveBeenCalledWith('/hls/8/master.m3u8');
    // A reload of the room (broadcast started or ended) asks the server again.
    expect(takeRoomInfo(8)).toBeUndefined();
  });

  it('when the streamer is off air → the room is asked for, but no stream starts', async () => {
    preloadStream.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, msg: 'ok', data: { vid: 'room_9', info: { islive: 0, pull: '' } } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    preloadLiveRoom(new URLSearchParams('uid=9'));
    await expect(takeRoomInfo(9)).resolves.toMatchObject({ info: { islive: 0 } });
    expect(preloadStream).not.toHaveBeenCalled();
  });

  it('when there is no uid → no room call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    preloadLiveRoom(new URLSearchParams(''));
    expect(fetch).not.toHaveBeenCalled();
    expect(takeRoomInfo(0)).toBeUndefined();
  });
});
