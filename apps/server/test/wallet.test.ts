import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { KIND } from '../src/money/ledger';
import { credit } from '../src/money/wallet';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { FREE_FAILURES } from '../src/services/login-throttle';
import { call, clock, login, startApp, type TestDb, variants } from './helpers';
import { expectBooksAddUp, makeUsers, recordsOf } from './ledger-books';

// Issue 14, the wallet's server: binding (validation, masking, replacing), withdrawals (minimum, fee,
// the income wallet, the bound account, the payment password and its throttle, request_id), the
// operator's review (approve, reject with a refund in the ledger, a second review, non-operators) and
// conversion. Recharge and payments: wallet-recharge.test.ts.

const PAYMENT_PASSWORD = '246810';

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the wallet on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock();
    let operator: string;

    /** A fresh user with `income` in the income wallet and (unless told) a payment password. */
    async function earner(income: number, { password = true } = {}) {
      const [user] = await makeUsers(arena, 1, 0);
      await arena.services.db.tx((q) =>
        credit(q, user!.id, income * 10, { kind: KIND.giftIncome, ref: 'test', at: time.now() }, 'withdrawal_balance'),
      );
      if (password) {
        const set = await call(
          arena,
          'POST',
          '/api/Member/paymentPassword',
          { password: PAYMENT_PASSWORD, confirm_password: PAYMENT_PASSWORD },
          user!.token,
        );
        expect(set.code).toBe(0);
      }
      return user!;
    }
    const wallets = async (id: number) => {
      const [row] = await arena.services.db.query<{ balance: string; withdrawal_balance: string }>(
        'select balance, withdrawal_balance from users where id = $1',
        [id],
      );
      return { balance: Number(row!.balance), income: Number(row!.withdrawal_balance) };
    };
    const bindCard = (token: string, card: Record<string, unknown> = {}) =>
      call(
        arena,
        'POST',
        '/api/Bank_card/bind',
        { real_name: '张三丰', bank_name: '招商银行', card_number: '6225880112345678', branch: '深圳分行', ...card },
        token,
      );
    const withdraw = (token: string, body: Record<string, unknown>, lang: 'zh' | 'en' | 'vi' = 'en') =>
      call(arena, 'POST', '/api/Balance/applyForWithdrawal', { method: 'bank', payment_password: PAYMENT_PASSWORD, ...body }, token, lang);
    const review = (token: string, body: Record<string, unknown>) => call(arena, 'POST', '/api/Operator/reviewWithdrawal', body, token);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const demo = DEMO_ACCOUNTS.find((a) => a.isOperator)!;
      const res = await login(arena, demo.mobile, demo.password);
      expect(res.code).toBe(0);
      operator = res.data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    describe('binding', () => {
      it('binds a bank card and answers it masked: the name but its first character, the card but its last four', async () => {
        const user = await earner(0, { password: false });
        expect((await call(arena, 'GET', '/api/Bank_card/getInfo', undefined, user.token)).data).toBeNull();
        const bound = await bindCard(user.token);
        expect(bound).toMatchObject({ code: 0 });
        const masked = { real_name: '张**', bank_name: '招商银行', card_number: '**** **** **** 5678', branch: '深圳分行' };
        expect(bound.data).toEqual(masked);
        expect((await call(arena, 'GET', '/api/Bank_card/getInfo', undefined, user.token)).data).toEqual(masked);
        // The full number stays on the server, for the payout.
        const [row] = await arena.services.db.query<{ card_number: string }>('select card_number from bank_cards where user_id = $1', [
          user.id,
        ]);
        expect(row!.card_number).toBe('6225880112345678');
      });

      it('replaces the bound card by binding again (one per user)', async () => {
        const user = await earner(0, { password: false });
        await bindCard(user.token);
        expect((await bindCard(user.token, { real_name: 'Li', card_number: '6222020000009999', branch: undefined })).data).toEqual({
          real_name: 'L*',
          bank_name: '招商银行',
          card_number: '**** **** **** 9999',
          branch: '',
        });
        const [{ n }] = (await arena.services.db.query<{ n: number }>('select count(*)::int as n from bank_cards where user_id = $1', [
          user.id,
        ])) as [{ n: number }];
        expect(n).toBe(1);
      });

      it('refuses a bad card number, a blank name and control characters, saying which', async () => {
        const user = await earner(0, { password: false });
        expect(await bindCard(user.token, { card_number: '1234' })).toMatchObject({ code: 1, msg: expect.stringContaining('card number') });
        expect(await bindCard(user.token, { card_number: '6225 8801 1234 5678' })).toMatchObject({ code: 1 });
        expect(await bindCard(user.token, { real_name: '   ' })).toMatchObject({ code: 1, msg: "Enter the account holder's real name" });
        expect(await bindCard(user.token, { bank_name: '招商\u202e银行' })).toMatchObject({
          code: 1,
          msg: expect.stringContaining('control'),
        });
        expect((await call(arena, 'GET', '/api/Bank_card/getInfo', undefined, user.token)).data).toBeNull();
      });

      it('binds an Alipay account: a mobile masked 3+4, an e-mail by its first character; anything else refused', async () => {
        const user = await earner(0, { password: false });
        const bind = (account: string) =>
          call(arena, 'POST', '/api/Bank_card/bindAliPay', { real_name: '王小明', account }, user.token, 'zh');
        expect((await bind('13800138000')).data).toEqual({ real_name: '王**', account: '138****8000' });
        expect((await bind('alice@example.com')).data).toEqual({ real_name: '王**', account: 'a***@example.com' });
        expect((await call(arena, 'GET', '/api/Bank_card/getAliPayInfo', undefined, user.token)).data).toEqual({
          real_name: '王**',
          account: 'a***@example.com',
        });
        expect(await bind('not-an-account')).toMatchObject({ code: 1, msg: '支付宝账号应为 11 位手机号或邮箱地址' });
      });
    });

    describe('withdrawals', () => {
      it('the rules: minimum, fee, the wallets and whether a payment password is set', async () => {
        const user = await earner(150, { password: false });
        expect((await call(arena, 'GET', '/api/Balance/withdrawalRules', undefined, user.token)).data).toEqual({
          minimum: 100,
          fee_percent: 2,
          fee_minimum: 1,
          balance: 0,
          balances: 0,
          withdrawal_balance: 150,
          has_payment_password: false,
        });
      });

      it('takes the amount from the income wallet with a ledger record, waiting for review; the fee is 2 %, at least 1', async () => {
        const user = await earner(500);
        await bindCard(user.token);
        const res = await withdraw(user.token, { amount: 120 });
        expect(res).toMatchObject({ code: 0 });
        expect(res.data.withdrawal_balance).toBe(380);
        expect(res.data.withdrawal).toMatchObject({
          amount: 120,
          fee: 2.4,
          method: 'bank',
          account: '招商银行 **** **** **** 5678',
          status: 0,
        });
        // The minimum fee: 2 % of 100 is 2; of 100.1 still 2 — and with a 0.5 % fee setting it would be 1.
        expect((await withdraw(user.token, { amount: 100 })).data.withdrawal.fee).toBe(2);
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 280 });
        const records = (await recordsOf(arena.services.db, user.id)).filter((r) => r.kind === KIND.withdrawal);
        expect(records.map((r) => [r.amount, r.wallet])).toEqual([
          [-120, 'withdrawal_balance'],
          [-100, 'withdrawal_balance'],
        ]);
        await expectBooksAddUp(arena.services.db, user.id);
        const list = await call(arena, 'GET', '/api/Balance/withdrawalList', { page: '1', limit: '1' }, user.token);
        expect(list.data).toMatchObject({ total: 2, last_page: 2, data: [{ amount: 100 }] });
      });

      it('refuses below the minimum, beyond the income wallet and with nothing bound for the method — moving nothing', async () => {
        const user = await earner(150);
        expect(await withdraw(user.token, { amount: 99.9 })).toMatchObject({ code: 1, msg: 'The smallest withdrawal is 100.0' });
        expect(await withdraw(user.token, { amount: 120 })).toMatchObject({ code: 1, msg: 'Bind a bank card first' });
        expect(await withdraw(user.token, { amount: 120, method: 'alipay' })).toMatchObject({
          code: 1,
          msg: 'Bind an Alipay account first',
        });
        await bindCard(user.token);
        expect(await withdraw(user.token, { amount: 150.1 })).toMatchObject({
          code: 1,
          msg: 'Not enough income: this needs 150.1 and your income wallet holds 150.0',
        });
        expect(await withdraw(user.token, { amount: 150.1 }, 'zh')).toMatchObject({
          code: 1,
          msg: expect.stringContaining('收益余额不足'),
        });
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 150 });
        const [{ n }] = (await arena.services.db.query<{ n: number }>('select count(*)::int as n from withdrawals where user_id = $1', [
          user.id,
        ])) as [{ n: number }];
        expect(n).toBe(0);
      });

      it('needs the payment password: none set, or a wrong one, is refused; wrong ones lock like the password change', async () => {
        const unset = await earner(200, { password: false });
        await bindCard(unset.token);
        expect(await withdraw(unset.token, { amount: 100 })).toMatchObject({
          code: 1,
          msg: 'Set a payment password in the security centre first',
        });

        const user = await earner(200);
        await bindCard(user.token);
        for (let i = 0; i < FREE_FAILURES; i++) {
          expect(await withdraw(user.token, { amount: 100, payment_password: '000000' })).toMatchObject({
            code: 1,
            msg: 'The payment password is incorrect',
          });
        }
        // Locked: the right password waits too, and the change of the payment password shares the lock.
        expect(await withdraw(user.token, { amount: 100 })).toMatchObject({
          code: 1,
          msg: expect.stringMatching(/try again in 1 minutes/),
        });
        const change = await call(
          arena,
          'POST',
          '/api/Member/paymentPassword',
          { password: '135790', confirm_password: '135790', old_password: PAYMENT_PASSWORD },
          user.token,
        );
        expect(change.msg).toMatch(/try again in \d+ minutes/);
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 200 });
        time.advance(10 * 60_000);
        expect(await withdraw(user.token, { amount: 100 })).toMatchObject({ code: 0 });
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 100 });
      });

      it('a request_id replayed moves the money once and answers the same', async () => {
        const user = await earner(500);
        await bindCard(user.token);
        const first = await withdraw(user.token, { amount: 100, request_id: 'withdraw-1' });
        const again = await withdraw(user.token, { amount: 100, request_id: 'withdraw-1' });
        expect(first.code).toBe(0);
        expect(again.data).toEqual(first.data);
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 400 });
        expect((await call(arena, 'GET', '/api/Balance/withdrawalList', undefined, user.token)).data.total).toBe(1);
      });

      it('keeps the account applied to when the card is replaced afterwards', async () => {
        const user = await earner(200);
        await bindCard(user.token);
        const { data } = await withdraw(user.token, { amount: 100 });
        await bindCard(user.token, { card_number: '6222020000001111' });
        const list = await call(arena, 'GET', '/api/Operator/withdrawalList', { limit: '100' }, operator);
        const mine = list.data.data.find((w: { id: number }) => w.id === data.withdrawal.id);
        expect(mine).toMatchObject({
          account: '招商银行 **** **** **** 5678',
          payee: { card_number: '6225880112345678', real_name: '张三丰' },
        });
      });
    });

    describe('review', () => {
      it('approve → paid out (status 1), nothing comes back', async () => {
        const user = await earner(300);
        await bindCard(user.token);
        const { data } = await withdraw(user.token, { amount: 200 });
        const res = await review(operator, { id: data.withdrawal.id, approve: true });
        expect(res).toMatchObject({ code: 0, data: { id: data.withdrawal.id, status: 1 } });
        expect(res.data.reviewed_at).toBeTypeOf('number');
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 100 });
        expect((await call(arena, 'GET', '/api/Balance/withdrawalList', undefined, user.token)).data.data[0]).toMatchObject({ status: 1 });
      });

      it('reject → status 2 with the reason, the amount back in the income wallet with a withdrawalRefund record', async () => {
        const user = await earner(300);
        await bindCard(user.token);
        const { data } = await withdraw(user.token, { amount: 200 });
        const res = await review(operator, { id: data.withdrawal.id, approve: false, reason: '银行卡户名与实名不符' });
        expect(res).toMatchObject({ code: 0, data: { status: 2, reason: '银行卡户名与实名不符' } });
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 300 });
        const refund = (await recordsOf(arena.services.db, user.id)).filter((r) => r.kind === KIND.withdrawalRefund);
        expect(refund).toMatchObject([{ amount: 200, wallet: 'withdrawal_balance', ref: `withdrawal:${data.withdrawal.id}` }]);
        await expectBooksAddUp(arena.services.db, user.id);
      });

      it('a second review (either way) is refused and moves nothing; two at once refund once', async () => {
        const user = await earner(300);
        await bindCard(user.token);
        const { data } = await withdraw(user.token, { amount: 100 });
        const both = await Promise.all([
          review(operator, { id: data.withdrawal.id, approve: false }),
          review(operator, { id: data.withdrawal.id, approve: false }),
        ]);
        expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
        expect(both.find((r) => r.code === 1)!.msg).toBe('This withdrawal has already been reviewed; refresh the list');
        expect(await review(operator, { id: data.withdrawal.id, approve: true })).toMatchObject({ code: 1 });
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 300 });
        expect(await review(operator, { id: 999_999, approve: true })).toMatchObject({
          code: 1,
          msg: 'There is no such withdrawal; refresh the list',
        });
      });

      it('non-operators are refused, the withdrawal stays waiting; the list shows the waiting ones oldest first', async () => {
        const user = await earner(300);
        await bindCard(user.token);
        const { data } = await withdraw(user.token, { amount: 100 });
        expect(await review(user.token, { id: data.withdrawal.id, approve: true })).toMatchObject({
          code: 1,
          msg: 'Only operators can do this',
        });
        expect(await call(arena, 'GET', '/api/Operator/withdrawalList', undefined, user.token)).toMatchObject({
          code: 1,
          msg: 'Only operators can do this',
        });
        expect((await call(arena, 'GET', '/api/Operator/withdrawalList')).code).toBe(700);
        const waiting = (await call(arena, 'GET', '/api/Operator/withdrawalList', { limit: '100' }, operator)).data.data as Array<{
          id: number;
          status: number;
          user_id: number;
        }>;
        expect(waiting.every((w) => w.status === 0)).toBe(true);
        expect(waiting.map((w) => w.id)).toEqual([...waiting.map((w) => w.id)].sort((a, b) => a - b));
        expect(waiting.find((w) => w.id === data.withdrawal.id)).toMatchObject({ user_id: user.id, user_nickname: expect.any(String) });
      });

      it('OPERATOR_MOBILES makes those accounts operators at start', async () => {
        const [user] = await makeUsers(arena, 1, 0);
        const [{ mobile }] = (await arena.services.db.query<{ mobile: string }>('select mobile from users where id = $1', [user!.id])) as [
          { mobile: string },
        ];
        const second = await startApp(store.db, { now: time.now, wallet: { ...arena.services.config.wallet, operatorMobiles: [mobile] } });
        try {
          expect((await call(second, 'GET', '/api/Operator/withdrawalList', undefined, user!.token)).code).toBe(0);
        } finally {
          await second.close();
        }
      });
    });

    describe('conversion', () => {
      it('moves income into gold coins 1 : 1 with two ledger records in one transaction; a request_id replay moves it once', async () => {
        const user = await earner(80);
        const body = { amount: 30.5, payment_password: PAYMENT_PASSWORD, request_id: 'convert-1' };
        const res = await call(arena, 'POST', '/api/Balance/conversionBalance', body, user.token);
        expect(res).toMatchObject({ code: 0, data: { balance: 30.5, withdrawal_balance: 49.5 } });
        expect((await call(arena, 'POST', '/api/Balance/conversionBalance', body, user.token)).data).toEqual(res.data);
        expect(await wallets(user.id)).toEqual({ balance: 30.5, income: 49.5 });
        const records = (await recordsOf(arena.services.db, user.id)).filter(
          (r) => r.kind === KIND.conversionOut || r.kind === KIND.conversionIn,
        );
        expect(records.map((r) => [r.kind, r.amount, r.wallet])).toEqual([
          [KIND.conversionOut, -30.5, 'withdrawal_balance'],
          [KIND.conversionIn, 30.5, 'balance'],
        ]);
        await expectBooksAddUp(arena.services.db, user.id);
        // No wealth experience: conversion is not spending.
        const [{ exp }] = (await arena.services.db.query<{ exp: string }>('select exp from users where id = $1', [user.id])) as [
          { exp: string },
        ];
        expect(Number(exp)).toBe(0);
      });

      it('refuses beyond the income wallet and without the right payment password, moving nothing', async () => {
        const user = await earner(10);
        const convert = (body: Record<string, unknown>) =>
          call(arena, 'POST', '/api/Balance/conversionBalance', { amount: 5, payment_password: PAYMENT_PASSWORD, ...body }, user.token);
        expect(await convert({ amount: 10.1 })).toMatchObject({ code: 1, msg: expect.stringContaining('Not enough income') });
        expect(await convert({ payment_password: '999999' })).toMatchObject({ code: 1, msg: 'The payment password is incorrect' });
        expect(await wallets(user.id)).toEqual({ balance: 0, income: 10 });
      });
    });
  });
}
