import { afterAll, beforeAll } from 'vitest';
import type { ArenaApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Db } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { clock, login as passwordLogin, startApp, type TestDb, type variants } from './helpers';

export interface RoomApp {
  arena: ArenaApp;
  db: Db;
  /** The demo streamer (DEMO_ACCOUNTS[1]), logged in. */
  anchor: { id: number; token: string };
}

/**
 * The money and ledger suites' app: a fresh database on `variant` and an app on the suite's clock,
 * opened before the suite (handed to `use`) and dropped after it. Returns the clock.
 */
export function useRoomApp(variant: (typeof variants)[number], use: (app: RoomApp) => void) {
  const time = clock();
  let store: TestDb | undefined;
  let arena: ArenaApp | undefined;
  beforeAll(async () => {
    store = await variant.open();
    // The clock moves weeks ahead (guard and noble terms) under one login: sessions outlive it here;
    // their expiry has its own suite (abuse-sessions.test.ts).
    arena = await startApp(store.db, {
      now: time.now,
      accounts: { ...testConfig().accounts, sessionMaxAgeDays: 3650, sessionIdleDays: 3650 },
    });
    const login = await passwordLogin(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    use({ arena, db: arena.services.db, anchor: { id: login.data.id, token: login.data.token } });
  });
  afterAll(async () => {
    await arena?.close();
    await store?.drop();
  });
  return time;
}
