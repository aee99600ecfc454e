// Push a test stream to the server's RTMP ingest as OBS would (issue 15): the same helper as the
// server's ingest tests (apps/server/test/push.ts). The journeys' server listens for RTMP on
// E2E_RTMP_PORT (playwright.config.ts derives it from E2E_PORT).
//
//   const { push_url, stream_key } = (await api('/api/Live/getLiveUrl')).data;
//   const push = pushTestStream(`${push_url}/${stream_key}`);
//   … the room goes live, plays, shows a snapshot …
//   await push.stop();
import { type PushOptions, pushTestStream as push, type TestPush } from '../../apps/server/test/push';

export type { PushOptions, TestPush };

/** The RTMP port of the journeys' server. */
export const rtmpPort = Number(process.env.E2E_RTMP_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 1);

/** Pushes to `url` (`rtmp://127.0.0.1:<port>/live/<key>`): a 640×360 25 fps test pattern with a tone. */
export function pushTestStream(url: string, options: PushOptions = {}): TestPush {
  return push(url, options);
}

/** The push address of a stream key on the journeys' server. */
export const pushAddress = (key: string) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`;
