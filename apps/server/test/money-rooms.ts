import type { ArenaApp } from '../src/app';

// What the money suites (money*.test.ts) share: fresh users with a balance and wallet reads (their app: room-app.ts).

let serial = 0;
/** Fresh users with a balance and a session, made directly (registration has its own suite). */
export async function makeUsers(arena: ArenaApp, n: number, balance: number): Promise<{ id: number; token: string }[]> {
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    serial += 1;
    const [row] = await arena.services.db.query<{ id: number }>(
      "insert into users (mobile, password_hash, user_nickname, balance) values ($1, 'x', $2, $3) returning id",
      [`86-1770${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`, `测试${serial}`, balance],
    );
    users.push({ id: row!.id, token: await arena.services.accounts.createSession(row!.id) });
  }
  return users;
}

export const balanceOf = async (arena: ArenaApp, id: number) =>
  Number((await arena.services.db.query<{ balance: string }>('select balance from users where id = $1', [id]))[0]!.balance);
export const incomeOf = async (arena: ArenaApp, id: number) =>
  Number((await arena.services.db.query<{ w: string }>('select withdrawal_balance as w from users where id = $1', [id]))[0]!.w);
