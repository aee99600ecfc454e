import { describe, expect, it } from 'vitest';
import { accountSettingsFromEnv } from '../src/services/account-settings';

// The per-address cap on SMS sends is a setting (stop 25): 20 an hour unless told, a whole number ≥ 1,
// and a bad value refuses to boot naming it. What the cap does is tested in abuse-accounts.test.ts.
describe('SMS_SENDS_PER_ADDRESS_PER_HOUR', () => {
  it('defaults to 20 and is read from the environment', () => {
    expect(accountSettingsFromEnv({}).smsSendsPerClient).toBe(20);
    expect(accountSettingsFromEnv({ SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000' }).smsSendsPerClient).toBe(1000);
  });

  for (const bad of ['0', 'many', '2.5']) {
    it(`refuses "${bad}", naming the setting`, () => {
      expect(() => accountSettingsFromEnv({ SMS_SENDS_PER_ADDRESS_PER_HOUR: bad })).toThrow(
        /^SMS_SENDS_PER_ADDRESS_PER_HOUR must be a whole number/,
      );
    });
  }
});
