import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, handlers } from '../src/app';
import { createValidator, loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, startApp, type TestDb, variants } from './helpers';

// Every operation of openapi.yaml is served, and every implemented one answers what the contract says.
const contract = loadContract();
const compileResponse = createValidator(contract, { coerce: false });

type Sample = (arena: ArenaApp, token: string) => Promise<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; token?: string }>;

const mobileFor = (n: number) => `86-1370000${String(n).padStart(4, '0')}`;
let next = 1;

/** A valid call of each implemented operation (later issues add theirs). */
const samples: Record<string, Sample> = {
  user_login: async () => ({ method: 'POST', url: '/api/user/login', payload: { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password, device_type: 'pc' } }),
  user_getCode: async () => ({ method: 'POST', url: '/api/user/getCode', payload: { mobile: mobileFor(next++), type: 1 } }),
  user_registered: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 1 });
    return { method: 'POST', url: '/api/user/registered', payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123', device_type: 'pc' } };
  },
  user_forgotPassword: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 1 });
    await call(arena, 'POST', '/api/user/registered', { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123' });
    await arena.services.db.query('delete from sms_codes where mobile = $1', [mobile]);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 2 });
    return { method: 'POST', url: '/api/user/forgotPassword', payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'another123' } };
  },
  member_signOut: async (arena) => {
    const login = await call(arena, 'POST', '/api/user/login', { mobile: DEMO_ACCOUNTS[1].mobile, password: DEMO_ACCOUNTS[1].password });
    return { method: 'POST', url: '/api/Member/SignOut', token: login.data.token };
  },
  user_getLoginQrcode: async () => ({ method: 'POST', url: '/api/user/getLoginQrcode' }),
  universal_imTouristAccount: async () => ({ method: 'GET', url: '/api/Universal/imTouristAccount' }),
  member_info: async (_a, token) => ({ method: 'GET', url: '/api/Member/info', token }),
  user_getUserInfo: async (_a, token) => ({ method: 'GET', url: '/api/User/getUserInfo', token }),
  member_updateInfo: async (_a, token) => ({ method: 'POST', url: '/api/member/updateInfo', payload: { user_nickname: '契约测试' }, token }),
  universal_getHot: async () => ({ method: 'GET', url: '/api/universal/getHot' }),
  hotMatch_allMatch: async () => ({ method: 'GET', url: '/api/hot_match/all_match' }),
};

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the contract on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      token = (await call(arena, 'POST', '/api/user/login', { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password })).data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('serves every operation of openapi.yaml in the envelope', async () => {
      const implemented = contract.operations.filter((op) => handlers[op.operationId]);
      console.log(`implemented ${implemented.length} of ${contract.operations.length} operations`);
      expect(contract.operations.length).toBeGreaterThanOrEqual(130);
      // Its own session: Member/SignOut is among the calls and ends it.
      const own = (await call(arena, 'POST', '/api/user/login', { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password })).data.token;
      for (const op of contract.operations) {
        const res = await arena.app.inject({ method: op.method.toUpperCase() as 'GET' | 'POST', url: op.path, headers: { token: own } });
        expect(res.statusCode, op.path).toBe(200);
        const body = res.json() as { code: number; msg: string };
        expect([0, 1, 700], `${op.path}: ${body.msg}`).toContain(body.code);
      }
    });

    it('has a sample call for every implemented operation', () => {
      const implemented = contract.operations.filter((op) => handlers[op.operationId]).map((op) => op.operationId);
      expect(implemented.filter((id) => !samples[id])).toEqual([]);
    });

    for (const op of contract.operations.filter((o) => handlers[o.operationId])) {
      it(`${op.operationId} answers as the contract says`, async () => {
        const sample = await samples[op.operationId]!(arena, token);
        const res = await call(arena, sample.method, sample.url, sample.payload, sample.token);
        expect({ code: res.code, msg: res.msg }).toMatchObject({ code: 0 });
        const validate = compileResponse(op.responseSchema!);
        const { status: _status, ...envelope } = res;
        const valid = validate(envelope);
        expect(valid ? [] : validate.errors, op.operationId).toEqual([]);
      });
    }
  });
}
