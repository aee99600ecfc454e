import type { ScoreSocket } from './socket';
import type { ScoreStore } from './store';

/**
 * Feeds the socket's score frames into the store. Returns the function that stops it. The app still
 * answers `resync` itself (it knows which matches are on screen): `store.sync(sport, fetchRows)`.
 */
export function bindScores(socket: ScoreSocket, store: ScoreStore): () => void {
  const offs = [
    socket.on('football_match', (frame) => store.apply(frame)),
    socket.on('football_exponent', (frame) => store.apply(frame)),
    socket.on('basketball_match', (frame) => store.apply(frame)),
    socket.on('basketball_exponent', (frame) => store.apply(frame)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
