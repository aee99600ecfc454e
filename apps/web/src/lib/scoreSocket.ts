import { ScoreSocket, ScoreStore, bindScores } from '@arena/realtime';
import { api } from './api';

// The app's one score socket (SPEC §4) and the one score store it feeds: QR login, the score pages and
// the goal pop-ups share them. The address is `websocket` of the system settings (WIRE.md), asked for
// at each connection attempt (a restarted server may move it). It connects on first use.

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

/** The shared score store, fed by the shared socket from its first use. */
export function scoreStore(): ScoreStore {
  if (!store) {
    store = new ScoreStore();
    bindScores(scoreSocket(), store);
  }
  return store;
}
