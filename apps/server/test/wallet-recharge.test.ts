import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { KIND } from '../src/money/ledger';
import { call, clock, startApp, type TestDb, variants } from './helpers';
import { expectBooksAddUp, makeUsers, recordsOf } from './ledger-books';

// Issue 14, recharge: the packages, no provider configured, and the local driver end to end over HTTP —
// payUrl, the pay page (ours, under the CSP), Pay → a signed notification delivered to /pay/notify/local
// → the coins credited once. The same notification delivered again (GET /dev/pay/notification, then
// POST it to /pay/notify/local), or several at once, credits nothing more; a bad signature or a wrong
// amount is refused and credits nothing.

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`recharge on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock();

    const balance = async (id: number) =>
      Number((await arena.services.db.query<{ balance: string }>('select balance from users where id = $1', [id]))[0]!.balance);
    const rechargeRecords = async (id: number) => (await recordsOf(arena.services.db, id)).filter((r) => r.kind === KIND.recharge);
    const orderStatus = async (orderId: string) =>
      (await arena.services.db.query<{ status: number }>('select status from recharge_orders where order_id = $1', [orderId]))[0]!.status;
    const notify = (payload: Record<string, string>, type: 'json' | 'form' = 'json') =>
      arena.app.inject({
        method: 'POST',
        url: '/pay/notify/local',
        ...(type === 'json' ? { payload } : { payload: form(payload), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      });
    /** An order of package `rule` (1: 6 yuan → 60 coins; 2: 30 yuan → 300 + 15). */
    const order = async (token: string, rule = 2) => {
      const res = await call(arena, 'POST', '/api/chargerules/payUrl', { id: rule, pay_type: 'alipay' }, token);
      expect(res.code).toBe(0);
      return res.data as { url: string; order_id: string };
    };
    /** Pays an order on the local pay page, as the browser's form does; the signed notification it delivered. */
    const payOnPage = async (orderId: string) => {
      const paid = await arena.app.inject({
        method: 'POST',
        url: `/pay/local/${orderId}/pay`,
        payload: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/member?type=1&recharge=${orderId}`);
      const delivered = await arena.app.inject({ method: 'GET', url: `/dev/pay/notification?order_id=${orderId}` });
      expect(delivered.statusCode).toBe(200);
      return delivered.json() as Record<string, string>;
    };

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('lists the packages cheapest first, named in the request language, and the local provider', async () => {
      const rules = await call(arena, 'POST', '/api/chargerules/getList');
      expect(rules.data.map((r: { money: number }) => r.money)).toEqual([6, 30, 98, 198, 648]);
      expect(rules.data[0]).toMatchObject({ id: 1, name: '60 gold coins', coin: 60, give: 0 });
      expect(rules.data[1]).toMatchObject({ coin: 300, give: 15, name: '300 gold coins (+15 bonus)' });
      expect((await call(arena, 'POST', '/api/chargerules/getList', undefined, undefined, 'zh')).data[0].name).toBe('60 金币');
      expect((await call(arena, 'GET', '/api/chargerules/provider')).data).toEqual({
        available: true,
        driver: 'local',
        pay_types: ['alipay', 'wechat', 'bank'],
      });
    });

    it('without a provider: provider says unavailable, payUrl refuses "recharge is not available" and makes no order', async () => {
      const bare = await startApp(store.db, { now: time.now, devRoutes: false });
      try {
        const [user] = await makeUsers(arena, 1, 0);
        expect((await call(bare, 'GET', '/api/chargerules/provider')).data).toEqual({ available: false, pay_types: [] });
        expect(await call(bare, 'POST', '/api/chargerules/payUrl', { id: 1, pay_type: 'alipay' }, user!.token)).toMatchObject({
          code: 1,
          msg: 'Recharge is not available',
        });
        expect((await bare.app.inject({ method: 'GET', url: '/pay/local/R00000000000000000000' })).statusCode).toBe(404);
        expect((await arena.services.db.query('select id from recharge_orders where user_id = $1', [user!.id])).length).toBe(0);
      } finally {
        await bare.close();
      }
    });

    it('the local flow over HTTP: payUrl → our pay page → Pay → credited once, the order paid, the way back to the wallet', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      const { url, order_id } = await order(user!.token);
      expect(url).toBe(`/pay/local/${order_id}`);
      const waiting = await call(arena, 'GET', '/api/chargerules/orderList', undefined, user!.token);
      expect(waiting.data).toMatchObject({
        total: 1,
        data: [{ order_id, coin: 300, give: 15, money: 30, pay_type: 'alipay', status: 0, paid_at: null }],
      });

      const page = await arena.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Our CSP: no inline script anywhere; the one <style> carries the answer's nonce.
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'/);
      expect(page.body).not.toMatch(/<script/i);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(page.body).toContain('300 gold coins (+15 bonus)');
      expect(page.body).toContain('¥30.00');
      expect(page.body).toContain(`<form method="post" action="/pay/local/${order_id}/pay"><button type="submit" class="pay">Pay</button>`);
      expect(page.body).toContain('>Cancel</button>');
      expect((await arena.app.inject({ method: 'GET', url: `${url}?lang=zh` })).body).toContain('确认支付');

      const notice = await payOnPage(order_id);
      expect(notice).toMatchObject({ order_id, amount: '30.00', status: 'paid', sign: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await balance(user!.id)).toBe(315);
      expect(await orderStatus(order_id)).toBe(1);
      expect(await rechargeRecords(user!.id)).toMatchObject([{ amount: 315, wallet: 'balance', ref: `recharge:${order_id}` }]);
      await expectBooksAddUp(arena.services.db, user!.id);
      const paid = await call(arena, 'GET', '/api/chargerules/orderList', undefined, user!.token);
      expect(paid.data.data[0]).toMatchObject({ status: 1, paid_at: expect.any(Number) });
      // The page of a paid order says so and offers no Pay.
      const after = await arena.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
      expect(after.body).toContain('This order has been paid');
      expect(after.body).not.toContain('/pay"');
    });

    it('the same notification delivered twice (JSON, then form-encoded) credits once and answers success both times', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      const { order_id } = await order(user!.token, 1);
      const notice = await payOnPage(order_id);
      expect(await balance(user!.id)).toBe(60);
      for (const type of ['json', 'form'] as const) {
        const again = await notify(notice, type);
        expect([again.statusCode, again.body]).toEqual([200, 'success']);
      }
      expect(await balance(user!.id)).toBe(60);
      expect(await rechargeRecords(user!.id)).toHaveLength(1);
    });

    it('concurrent notifications of one order credit it once', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      const { order_id } = await order(user!.token, 1);
      const notice = arena.services.payments.local!.notification({ orderId: order_id, amount: '6.00', subject: 'x' }, time.now());
      const answers = await Promise.all(Array.from({ length: 8 }, () => notify(notice)));
      expect(answers.map((a) => a.body)).toEqual(Array(8).fill('success'));
      expect(await balance(user!.id)).toBe(60);
      expect(await rechargeRecords(user!.id)).toHaveLength(1);
      await expectBooksAddUp(arena.services.db, user!.id);
    });

    it('a bad signature or a wrong amount is refused and credits nothing; the order keeps waiting', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      const { order_id } = await order(user!.token, 1);
      const local = arena.services.payments.local!;
      const good = local.notification({ orderId: order_id, amount: '6.00', subject: 'x' }, time.now());
      const tampered = { ...good, amount: '648.00' };
      const forged = { ...good, sign: 'f'.repeat(64) };
      // Signed correctly, but for another amount than the order's.
      const wrongAmount = local.notification({ orderId: order_id, amount: '0.01', subject: 'x' }, time.now());
      const unknown = local.notification({ orderId: 'R99999999999999999999', amount: '6.00', subject: 'x' }, time.now());
      for (const bad of [tampered, forged, wrongAmount, unknown, {}]) {
        const res = await notify(bad as Record<string, string>);
        expect([res.statusCode, res.body]).toEqual([400, 'fail']);
      }
      expect((await notify(good, 'json')).statusCode).toBe(200);
      expect((await arena.app.inject({ method: 'POST', url: '/pay/notify/alipay', payload: good })).statusCode).toBe(404);
      expect(await balance(user!.id)).toBe(60);
    });

    it('Cancel closes the order unpaid; a later notification of it credits nothing', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      const { order_id } = await order(user!.token, 1);
      const cancel = await arena.app.inject({
        method: 'POST',
        url: `/pay/local/${order_id}/cancel`,
        payload: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([cancel.statusCode, cancel.headers.location]).toEqual([303, `/member?type=1&recharge=${order_id}`]);
      expect(await orderStatus(order_id)).toBe(2);
      const notice = arena.services.payments.local!.notification({ orderId: order_id, amount: '6.00', subject: 'x' }, time.now());
      expect((await notify(notice)).statusCode).toBe(200);
      expect(await balance(user!.id)).toBe(0);
    });

    it('payUrl: an unknown package or a pay type the provider does not take is refused; request_id makes one order', async () => {
      const [user] = await makeUsers(arena, 1, 0);
      expect(await call(arena, 'POST', '/api/chargerules/payUrl', { id: 999, pay_type: 'alipay' }, user!.token)).toMatchObject({
        code: 1,
        msg: 'That recharge package does not exist; refresh and pick again',
      });
      const body = { id: 1, pay_type: 'wechat', request_id: 'recharge-0001' };
      const first = await call(arena, 'POST', '/api/chargerules/payUrl', body, user!.token);
      expect((await call(arena, 'POST', '/api/chargerules/payUrl', body, user!.token)).data).toEqual(first.data);
      expect((await call(arena, 'GET', '/api/chargerules/orderList', undefined, user!.token)).data.total).toBe(1);
      // The /api routes still take JSON only: the form parser of /pay does not reach them.
      const formPost = await arena.app.inject({
        method: 'POST',
        url: '/api/chargerules/payUrl',
        payload: 'id=1&pay_type=alipay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: user!.token, lang: 'en' },
      });
      expect(formPost.json()).toMatchObject({ code: 1, msg: 'This operation takes a POST with a JSON body' });
    });
  });
}
