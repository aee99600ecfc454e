// `pnpm bench` (server, issue 14's figure): the balance ledger's first page (Order/getList, page 1,
// limit 20) for a user with 100,000 balance records, for every kind and with a kind filter, on PGlite
// and on PostgreSQL (TEST_PG_URL; skipped with a line when unreachable). Each is timed one request
// after another through the whole route (token, validation, handler, envelope) and as the bare query,
// beside a full-scan baseline: the same query with the indexes unused (ordered by an expression, so
// every one of the user's records is read and sorted). The check: the route's p95 at most 50 ms,
// printed as `check … ok` / `check … FAILED`; a failed check makes the bench exit non-zero.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { KIND } from '../src/money/ledger';
import { balanceRecords } from '../src/orders/queries';
import { variants } from '../test/helpers';

const RECORDS = 100_000;
const OTHERS = 20_000; // another user's records, so the user is not alone in the table
const RUNS = Number(process.env.BENCH_LEDGER_RUNS ?? 200);
const LIMIT_MS = 50;
/** Kinds of the user's records in turn; giftSent is one in five, the filter's case. */
const KINDS = [KIND.giftSent, KIND.barrage, KIND.horn, KIND.giftIncome, KIND.signIn];
const FILTER = KIND.giftSent;

async function timed(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: q(0.5), p95: q(0.95) };
}

/**
 * The full-scan baseline: the page ordered by an expression no index serves, with the total counted
 * over the user's records (what Order/getList did before issue 14), so every one of them is read.
 */
const FULL_SCAN = `select id, order_id, kind, amount, created_at, count(*) over ()::int as total from balance_records
  where user_id = $1 and ($2::smallint is null or kind = $2) order by id + 0 desc limit 20 offset 0`;

let failed = false;
for (const variant of variants) {
  if (await variant.skip()) {
    console.log(`\n${variant.name}: not reachable (TEST_PG_URL), skipped`);
    continue;
  }
  const store = await variant.open();
  const arena = await buildApp(testConfig(), { db: store.db });
  const db = arena.services.db;
  const [user] = await db.query<{ id: number }>(
    "insert into users (mobile, password_hash, user_nickname) values ('86-18899990000', 'x', 'bench') returning id",
  );
  const [other] = await db.query<{ id: number }>(
    "insert into users (mobile, password_hash, user_nickname) values ('86-18899990001', 'x', 'other') returning id",
  );
  const userId = user!.id;
  const token = await arena.services.accounts.createSession(userId);
  const started = performance.now();
  // The records straight in (the wallets are not what is measured), in id order like real ones, the
  // other user's interleaved with the user's (one in six), as many users' changes are.
  await db.query(
    `insert into balance_records (user_id, kind, amount, wallet, balance_after, order_id, ref, created_at)
     select case when n % 6 = 0 then $2::int else $1::int end, ($3::int[])[1 + (n % 5)], -1, 'balance', 1, 'X' || n, '',
            now() - make_interval(secs => $4::int - n)
       from generate_series(1, $4::int) n`,
    [userId, other!.id, KINDS, RECORDS + OTHERS],
  );
  // Their counts, as the ledger's own statement keeps them (money/ledger.ts changeSql).
  await db.query(
    `insert into balance_record_counts (user_id, kind, n) select user_id, kind, count(*) from balance_records group by user_id, kind
     on conflict (user_id, kind) do update set n = excluded.n`,
  );
  await db.query('analyze balance_records');
  const fill = ((performance.now() - started) / 1000).toFixed(1);

  const route = (type: number) => async () => {
    const res = await arena.app.inject({ method: 'GET', url: `/api/Order/getList?page=1&limit=20&type=${type}`, headers: { token } });
    const body = res.json() as { code: number; data: { data: unknown[]; total: number } };
    if (body.code !== 0 || body.data.data.length !== 20) throw new Error(`Order/getList answered ${res.body.slice(0, 200)}`);
  };
  const figures = [];
  for (const [name, kind] of [
    ['every kind', null],
    [`kind ${FILTER} (giftSent)`, FILTER],
  ] as const) {
    figures.push({
      name,
      route: await timed(route(kind ?? 0)),
      query: await timed(() => balanceRecords(db, userId, kind, { limit: 20, offset: 0 })),
      scan: await timed(() => db.query(FULL_SCAN, [userId, kind])),
    });
  }

  console.log(
    `\nledger first page on ${variant.name}: a user with ${RECORDS.toLocaleString('en')} records (+${OTHERS.toLocaleString('en')} of another user, filled in ${fill} s), ${RUNS} runs each, one at a time`,
  );
  const ms = (r: { p50: number; p95: number }) => `p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms`;
  for (const f of figures) {
    console.log(`  ${f.name}`);
    console.log(`    Order/getList (route)        ${ms(f.route)}`);
    console.log(`    its query (indexed)          ${ms(f.query)}`);
    console.log(`    full-scan baseline           ${ms(f.scan)}   → indexed query ${(f.scan.p95 / f.query.p95).toFixed(1)}× faster at p95`);
    const ok = f.route.p95 <= LIMIT_MS;
    failed ||= !ok;
    console.log(`    check p95 ≤ ${LIMIT_MS} ms: ${ok ? 'ok' : 'FAILED'} (${f.route.p95.toFixed(1)} ms)`);
  }
  await arena.close();
  await store.drop();
}
if (failed) {
  console.log('\nledger bench: a check FAILED');
  process.exitCode = 1;
}
