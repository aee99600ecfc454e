import type { ImClient, ImEvents } from '@arena/realtime';
import type { ArenaApp } from '../src/app';
import { imSignature } from '../src/services/crypto';

// Helpers of the messaging suites (issue 16): fresh users with a session, and waiting for an IM event.

/** The next event of a kind that matches, or a rejection after 5 s. */
export function next<E extends keyof ImEvents>(
  client: ImClient,
  event: E,
  match: (payload: ImEvents[E]) => boolean = () => true,
): Promise<ImEvents[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no ${event} event`));
    }, 5_000);
    const off = client.on(event, (payload) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

export interface Person {
  id: number;
  token: string;
  userSig: string;
  nick: string;
}

let serial = 0;
/** A new user with a login session (its token and IM signature). */
export async function person(arena: ArenaApp, nick: string, balance = 0): Promise<Person> {
  serial += 1;
  const mobile = `86-1760${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`;
  const [row] = await arena.services.db.query<{ id: number }>(
    "insert into users (mobile, password_hash, user_nickname, balance) values ($1, 'x', $2, $3) returning id",
    [mobile, nick, balance],
  );
  const session = await arena.services.accounts.openSession(row!.id);
  const now = arena.services.config.now();
  return {
    id: row!.id,
    token: session.token,
    userSig: imSignature(arena.services.imSecret, String(row!.id), now, undefined, session.id),
    nick,
  };
}
