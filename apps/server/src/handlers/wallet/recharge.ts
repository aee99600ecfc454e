import { UserError } from '../../envelope';
import { chargeRules, createRechargeOrder, rechargeOrderOut, rechargeOrdersOf, yuanText } from '../../money/recharge';
import { packageName } from '../../money/recharge-names';
import { money } from '../../money/wallet';
import { paged, pageOf } from '../../paging';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Issue 14: recharge. The packages, whether a payment provider is configured, ordering a package (the
// provider's address to pay at) and the user's orders. The coins come only with the provider's
// verified notification (payments/index.ts), never from these calls.

export const rechargeHandlers: Handlers = {
  async chargerules_getList({ services, lang }) {
    return (await chargeRules(services.db)).map((r) => ({
      id: r.id,
      name: packageName(lang, r.coin, r.give),
      coin: money(r.coin),
      money: Number(yuanText(r.money)),
      give: money(r.give),
    }));
  },

  async chargerules_provider({ services }) {
    const driver = services.payments.driver;
    return driver ? { available: true, driver: driver.name, pay_types: [...driver.payTypes] } : { available: false, pay_types: [] };
  },

  async chargerules_payUrl({ input, user, services, origin, lang }) {
    const me = requireUser(user);
    const driver = services.payments.driver;
    if (!driver) throw new UserError('server.recharge.notAvailable');
    if (!driver.payTypes.includes(input.pay_type)) throw new UserError('server.recharge.payTypeNotTaken');
    const { data: order } = await createRechargeOrder(
      services.db,
      me.id,
      { ruleId: input.id, payType: input.pay_type, driver: driver.name, requestId: input.request_id },
      services.config.now(),
    );
    const subject = packageName(lang, order.coin, order.give);
    return { url: driver.payUrl({ orderId: order.order_id, amount: yuanText(order.money), subject }, origin), order_id: order.order_id };
  },

  async chargerules_orderList({ input, user, services, lang }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await rechargeOrdersOf(services.db, me.id, { limit, offset });
    return paged(
      rows.map((r) => rechargeOrderOut(r, packageName(lang, r.coin, r.give))),
      total,
      page,
      limit,
    );
  },
};
