// The score socket as the session uses it (QR login): `send` a frame and hear `code 200` pushes.
// packages/realtime's score socket is being built in parallel; `setSocket` is the one place to wire it.
// Until then this small client speaks WIRE.md's protocol itself: connects on first use, registers
// (register, toggle company 1, classify 0), heartbeats every 30 s, reconnects after a close.
export interface SocketPort {
  send(frame: Record<string, unknown>): void;
  /** Listens to `{ code: 200, data: { type, … } }` pushes; returns the unsubscribe function. */
  on200(listener: (data: { type: string; [key: string]: unknown }) => void): () => void;
}

const HEARTBEAT_MS = 30_000;

export function createSocket(url: () => string | undefined): SocketPort {
  let ws: WebSocket | undefined;
  let queue: string[] = [];
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry = 0;
  const listeners = new Set<(data: { type: string }) => void>();

  function connect() {
    const address = url();
    if (!address || ws) return;
    ws = new WebSocket(address);
    ws.onopen = () => {
      retry = 0;
      ws?.send(JSON.stringify({ type: 'register', info: 'web' }));
      ws?.send(JSON.stringify({ type: 'toggle', company_id: 1 }));
      ws?.send(JSON.stringify({ type: 'classify', classify_type: 0 }));
      for (const frame of queue) ws?.send(frame);
      queue = [];
      heartbeat = setInterval(() => ws?.send(JSON.stringify({ type: 'heartbeat' })), HEARTBEAT_MS);
    };
    ws.onmessage = (event) => {
      const text = String(event.data);
      if (!/[{[]/.test(text)) return;
      try {
        const frame = JSON.parse(text) as { code?: number; data?: { type?: string } };
        if (frame.code === 200 && frame.data?.type) for (const l of listeners) l(frame.data as { type: string });
      } catch {
        // Not JSON after all: nothing the session needs.
      }
    };
    ws.onclose = () => {
      clearInterval(heartbeat);
      ws = undefined;
      if (listeners.size === 0 && queue.length === 0) return;
      retry += 1;
      setTimeout(connect, Math.min(30_000, 500 * 2 ** retry) * Math.random());
    };
  }

  return {
    send(frame) {
      const text = JSON.stringify(frame);
      if (ws?.readyState === WebSocket.OPEN) ws.send(text);
      else {
        queue.push(text);
        connect();
      }
    },
    on200(listener) {
      listeners.add(listener);
      connect();
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let current: SocketPort | undefined;
export function socket(url: () => string | undefined): SocketPort {
  current ??= createSocket(url);
  return current;
}
export function setSocket(port: SocketPort) {
  current = port;
}
