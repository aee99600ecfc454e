import { scoreSocket } from '../lib/scoreSocket';

// The score socket as the session uses it (QR login): `send` a frame and hear `code 200` pushes. It is
// the app's one ScoreSocket (packages/realtime: register, toggle, classify, 30 s heartbeat, reconnect
// with jittered backoff), shared with the score pages; this port keeps the session's small API.
export interface SocketPort {
  send(frame: Record<string, unknown>): void;
  /** Listens to `{ code: 200, data: { type, … } }` pushes; returns the unsubscribe function. */
  on200(listener: (data: { type: string; [key: string]: unknown }) => void): () => void;
}

let current: SocketPort | undefined;

/** The port over the app's shared score socket (which reads the socket address from system settings). */
export function socket(): SocketPort {
  current ??= createPort();
  return current;
}

function createPort(): SocketPort {
  const ws = scoreSocket();
  return {
    send(frame) {
      ws.send(frame);
    },
    on200(listener) {
      return ws.on('message', (message) => {
        const data = message.data as { type?: unknown } | undefined;
        if (message.code === 200 && data && typeof data.type === 'string') listener(data as { type: string });
      });
    },
  };
}
