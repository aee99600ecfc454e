import { toTenths } from '../../money/wallet';
import { applyForWithdrawal, checkMinimum, walletFacts, withdrawalsOf } from '../../money/withdrawals';
import { paged, pageOf } from '../../paging';
import { checkPaymentPassword } from '../../services/payment-password';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Issue 14: the wallet's withdrawal page: its rules, applying (payment password, request_id) and the list.

export const withdrawalHandlers: Handlers = {
  async balance_withdrawalRules({ user, services }) {
    const me = requireUser(user);
    const { withdrawalMinimum, feePercent, feeMinimum } = services.config.wallet;
    return { minimum: withdrawalMinimum, fee_percent: feePercent, fee_minimum: feeMinimum, ...(await walletFacts(services.db, me.id)) };
  },

  /** The cheap refusals (minimum) come before the password is counted; the money moves in one transaction. */
  async balance_applyForWithdrawal({ input, user, services }) {
    const me = requireUser(user);
    const amountTenths = toTenths(input.amount);
    const { wallet } = services.config;
    checkMinimum(amountTenths, wallet);
    await checkPaymentPassword(services.accounts, me.id, input.payment_password);
    const { data } = await applyForWithdrawal(
      services.db,
      me.id,
      { amountTenths, method: input.method, requestId: input.request_id },
      wallet,
      services.config.now(),
    );
    return data;
  },

  async balance_withdrawalList({ input, user, services }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await withdrawalsOf(services.db, me.id, { limit, offset });
    return paged(rows, total, page, limit);
  },
};
