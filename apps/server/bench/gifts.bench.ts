// `pnpm bench` (server): 1,000 concurrent gift requests against one balance, over HTTP to the real
// server (PGlite, and PostgreSQL when reachable). Prints the final balances and whether the books add
// up exactly (sender's debit = streamer's credit = sum of accepted gifts = what the balance ledger
// recorded on each side, one record per accepted gift; rejected ones counted), and
// the throughput beside a read-only contract route (Gift/getList) measured in the same run. Figures
// only: nothing here passes or fails.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { login as passwordLogin, variants } from '../test/helpers';

const REQUESTS = Number(process.env.BENCH_GIFTS ?? 1000);
const GIFT_ID = 2; // 10 gold coins
const PRICE = 10;
/** The sender can pay for 60 % of the requests: the rest must be refused, not overdraw. */
const AFFORDABLE = Math.floor(REQUESTS * 0.6);
const PORT_BASE = 18330; // this bench's ports (18330 PGlite, 18331 PostgreSQL)

async function burst(urls: string[], init?: RequestInit) {
  const latencies: number[] = [];
  const started = performance.now();
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const t = performance.now();
      const res = await fetch(url, init);
      const body = (await res.json()) as { code: number; msg: string };
      latencies.push(performance.now() - t);
      return body;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { bodies, rps: urls.length / seconds, p50: q(0.5), p99: q(0.99), seconds };
}

const money = (v: unknown) => Math.round(Number(v) * 10) / 10;

for (const [i, variant] of variants.entries()) {
  if (await variant.skip()) {
    console.log(`\n${variant.name}: not reachable, skipped`);
    continue;
  }
  const store = await variant.open();
  const arena = await buildApp(testConfig(), { db: store.db });
  await arena.app.listen({ port: PORT_BASE + i, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT_BASE + i}`;
  const db = arena.services.db;

  // Through the captcha, as a person logs in (spec §5).
  const login = async (index: number) => {
    const answer = await passwordLogin<{ id: number; token: string }>(arena, DEMO_ACCOUNTS[index]!.mobile, DEMO_ACCOUNTS[index]!.password);
    if (answer.code !== 0) throw new Error(`demo login failed: ${answer.msg}`);
    return answer.data;
  };
  const sender = await login(0);
  const anchor = await login(1);
  await db.query('update users set balance = $2 where id = $1', [sender.id, AFFORDABLE * PRICE]);
  const before = await db.query<{ id: number; balance: string; withdrawal_balance: string }>(
    'select id, balance, withdrawal_balance from users where id = any($1::int[])',
    [[sender.id, anchor.id]],
  );
  const senderBefore = money(before.find((u) => u.id === sender.id)!.balance);
  const anchorBefore = money(before.find((u) => u.id === anchor.id)!.withdrawal_balance);
  const [{ n: recordsBefore }] = (await db.query<{ n: number }>('select count(*)::int as n from room_contributions where uid = $1', [
    sender.id,
  ])) as [{ n: number }];
  const [{ last: ledgerBefore }] = (await db.query<{ last: string }>('select coalesce(max(id), 0) as last from balance_records')) as [
    { last: string },
  ];

  // Warm-up, then the read-only baseline at the same concurrency.
  await burst(Array.from({ length: 50 }, () => `${base}/api/Gift/getList`));
  const baseline = await burst(Array.from({ length: REQUESTS }, () => `${base}/api/Gift/getList`));

  const gifts = await burst(
    Array.from({ length: REQUESTS }, () => `${base}/api/member/handselGift`),
    // Issue 12: a write takes POST with a JSON body.
    {
      method: 'POST',
      headers: { token: sender.token, lang: 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ gift_id: GIFT_ID, anchor_id: anchor.id }),
    },
  );
  const accepted = gifts.bodies.filter((b) => b.code === 0).length;
  const refused = gifts.bodies.filter((b) => b.code === 1 && b.msg.startsWith('Insufficient balance')).length;
  const other = REQUESTS - accepted - refused;

  const after = await db.query<{ id: number; balance: string; withdrawal_balance: string }>(
    'select id, balance, withdrawal_balance from users where id = any($1::int[])',
    [[sender.id, anchor.id]],
  );
  const senderAfter = money(after.find((u) => u.id === sender.id)!.balance);
  const anchorAfter = money(after.find((u) => u.id === anchor.id)!.withdrawal_balance);
  const [{ n: records, total }] = (await db.query<{ n: number; total: string }>(
    'select count(*)::int as n, coalesce(sum(amount), 0) as total from room_contributions where uid = $1 and id > 0',
    [sender.id],
  )) as [{ n: number; total: string }];
  // The balance ledger since the burst began: one record per accepted gift on each side, and the last
  // record's balance_after is the wallet now.
  const ledgerOf = async (userId: number, wallet: string) =>
    (
      (await db.query<{ n: number; total: string; last_after: string | null }>(
        `select count(*)::int as n, coalesce(sum(amount), 0) as total,
                (select balance_after from balance_records where user_id = $1 and wallet = $2 and id > $3 order by id desc limit 1) as last_after
           from balance_records where user_id = $1 and wallet = $2 and id > $3`,
        [userId, wallet, ledgerBefore],
      )) as [{ n: number; total: string; last_after: string | null }]
    )[0];
  const senderLedger = await ledgerOf(sender.id, 'balance');
  const anchorLedger = await ledgerOf(anchor.id, 'withdrawal_balance');
  const debit = money(senderBefore - senderAfter);
  const credit = money(anchorAfter - anchorBefore);
  const recorded = money(total);
  const expected = money(accepted * PRICE);
  const ledgerAddsUp =
    senderLedger.n === accepted &&
    anchorLedger.n === accepted &&
    money(senderLedger.total) === -expected &&
    money(anchorLedger.total) === expected &&
    money(senderLedger.last_after) === senderAfter &&
    money(anchorLedger.last_after) === anchorAfter;
  const addsUp = debit === credit && credit === expected && recorded === expected && records - recordsBefore === accepted && ledgerAddsUp;

  console.log(`\ngifts on ${variant.name}: ${REQUESTS} concurrent requests, one sender able to pay for ${AFFORDABLE}, loopback HTTP`);
  console.log(`  accepted ${accepted}, refused for balance ${refused}, other answers ${other}`);
  console.log(`  sender balance   ${senderBefore.toFixed(1)} → ${senderAfter.toFixed(1)}  (debit ${debit.toFixed(1)})`);
  console.log(`  streamer income  ${anchorBefore.toFixed(1)} → ${anchorAfter.toFixed(1)}  (credit ${credit.toFixed(1)})`);
  console.log(`  rank records     ${records - recordsBefore}, summing ${recorded.toFixed(1)}; accepted × price = ${expected.toFixed(1)}`);
  console.log(
    `  ledger records   sender ${senderLedger.n} summing ${money(senderLedger.total).toFixed(1)}, streamer ${anchorLedger.n} summing ${money(anchorLedger.total).toFixed(1)}; last balance_after = wallet: ${money(senderLedger.last_after) === senderAfter && money(anchorLedger.last_after) === anchorAfter ? 'yes' : 'NO'}`,
  );
  console.log(`  the books add up exactly: ${addsUp ? 'yes' : 'NO'}`);
  const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms`;
  console.log(row('Gift/getList (read-only baseline)', baseline));
  console.log(row('member/handselGift', gifts));
  console.log(`  ratio gift / baseline throughput: ${(gifts.rps / baseline.rps).toFixed(2)}×`);

  await arena.close();
  await store.drop();
}
