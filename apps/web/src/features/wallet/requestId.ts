import { useRef } from 'react';

/**
 * A `request_id` for a call that moves money (money rules: the server answers a repeat of the same id
 * with the first answer and moves nothing again). 8–64 of `A-Z a-z 0-9 _ -`. Features stand alone, so
 * this is the live room's requestId.ts written again for the wallet.
 */
export function newRequestId(kind: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${kind}-${random}`.slice(0, 64);
}

/**
 * One request id per intended money move: the same id while the user retries the same move (a lost
 * answer, a double click — the server then moves money once), a new one when what is asked changes
 * or after it went through. A refused request is rolled back on the server, so its id stays usable.
 */
export function useRequestId(kind: string) {
  const current = useRef<{ key: string; id: string } | null>(null);
  return {
    /** The id for a move with these parameters. */
    idFor(params: unknown): string {
      const key = JSON.stringify(params);
      if (current.current?.key !== key) current.current = { key, id: newRequestId(kind) };
      return current.current.id;
    },
    /** The move went through: the next one gets a new id. */
    done() {
      current.current = null;
    },
  };
}
