import { ScoreSocket, type Sport } from '@arena/realtime';

// One score socket per server and sport, shared by every <arena-scores> of the page (the socket's
// classify chooses one sport per connection). Closed when its last element goes.

interface Shared {
  socket: ScoreSocket;
  users: number;
}
const shared = new Map<string, Shared>();

/** The socket address: `websocket` of system settings, else ws(s)://<origin>/ws. */
export async function socketUrl(origin: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const fallback = `${origin.replace(/^http/, 'ws')}/ws`;
  try {
    const response = await fetchImpl(`${origin}/api/universal/getHot`);
    const body = (await response.json()) as { code?: number; data?: { websocket?: unknown } };
    const ws = body.code === 0 ? body.data?.websocket : undefined;
    return typeof ws === 'string' && /^wss?:\/\//.test(ws) ? ws : fallback;
  } catch {
    return fallback;
  }
}

export function acquireSocket(origin: string, sport: Sport): { socket: ScoreSocket; release(): void } {
  const key = `${origin}|${sport}`;
  let entry = shared.get(key);
  if (!entry) {
    let url: Promise<string> | undefined;
    // appType 1 classifies football (and toggles the odds company); 2 classifies basketball.
    const socket = new ScoreSocket({ url: () => (url ??= socketUrl(origin)), appType: sport === 0 ? 1 : 2 });
    entry = { socket, users: 0 };
    shared.set(key, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    socket: held.socket,
    release() {
      if (released) return;
      released = true;
      held.users--;
      if (held.users === 0) {
        held.socket.close();
        if (shared.get(key) === held) shared.delete(key);
      }
    },
  };
}
