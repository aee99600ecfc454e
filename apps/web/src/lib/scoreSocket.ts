import { bindScores, type Classify, ScoreSocket, ScoreStore } from '@arena/realtime';
import { api } from './api';

// The app's score socket (SPEC §4) and the one score store it feeds: QR login, the score pages and the
// goal pop-ups share them. The address is `websocket` of the system settings (WIRE.md), asked for at
// each connection attempt (a restarted server may move it). It connects on first use. The hub sends a
// connection one sport (`classify`), so this socket stays on football (goal pop-ups on every page) and
// basketball views open a second one (`sportSocket(1)`, see features/scores/store.ts followSport).

async function address(): Promise<string> {
  const settings = await api.get('/api/universal/getHot');
  if (settings.websocket) return settings.websocket;
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

let socket: ScoreSocket | undefined;
let store: ScoreStore | undefined;

/** The shared score socket (created, not connected, on the first call). */
export function scoreSocket(): ScoreSocket {
  socket ??= new ScoreSocket({ url: address });
  return socket;
}

/** A further socket for one sport (classify 1: basketball, 2: esports), not connected until it is used. */
export function sportSocket(sport: Classify): ScoreSocket {
  const extra = new ScoreSocket({ url: address });
  extra.classify(sport);
  return extra;
}

/** The shared score store, fed by the shared socket from its first use. */
export function scoreStore(): ScoreStore {
  if (!store) {
    store = new ScoreStore();
    bindScores(scoreSocket(), store);
  }
  return store;
}
