import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, handlers } from '../src/app';
import { createValidator, loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import type { Sample } from './contract-samples';
import { accountSamples } from './contract-samples-accounts';
import { databaseSamples } from './contract-samples-database';
import { esportsSamples } from './contract-samples-esports';
import { liveSamples } from './contract-samples-live';
import { messagingSamples } from './contract-samples-messaging';
import { walletSamples } from './contract-samples-wallet';
import { call, login, startApp, type TestDb, variants } from './helpers';

// Every operation of openapi.yaml is served, and every implemented one answers what the contract says.
const contract = loadContract();
const compileResponse = createValidator(contract, { coerce: false });

/** A valid call of each implemented operation (later issues add theirs). */
const samples: Record<string, Sample> = {
  ...accountSamples,
  ...liveSamples,
  ...walletSamples,
  ...databaseSamples,
  ...esportsSamples,
  ...messagingSamples,
};

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the contract on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      token = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data.token;
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
      const own = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data.token;
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
