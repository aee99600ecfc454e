import { convertIncome } from '../../money/conversion';
import { toTenths } from '../../money/wallet';
import { checkPaymentPassword } from '../../services/payment-password';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

export const conversionHandlers: Handlers = {
  /** Issue 14 (SPEC §8): income into gold coins, 1 : 1, with the payment password; once per request_id. */
  async balance_conversionBalance({ input, user, services }) {
    const me = requireUser(user);
    await checkPaymentPassword(services.accounts, me.id, input.payment_password);
    const { data } = await convertIncome(services.db, me.id, toTenths(input.amount), input.request_id, services.config.now());
    return data;
  },
};
