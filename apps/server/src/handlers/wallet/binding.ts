import { maskAlipay, maskCard, maskName } from '../../money/masking';
import { bindAlipay, bindBankCard, payeeOf } from '../../money/payees';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Issue 14: binding the bank card and the Alipay account withdrawals go to. Answers are masked: the full
// numbers never leave the server again (the operator's review list is the one exception).

const cardOut = (c: { real_name: string; bank_name: string; card_number: string; branch: string }) => ({
  real_name: maskName(c.real_name),
  bank_name: c.bank_name,
  card_number: maskCard(c.card_number),
  branch: c.branch,
});
const alipayOut = (a: { real_name: string; account: string }) => ({ real_name: maskName(a.real_name), account: maskAlipay(a.account) });

export const bindingHandlers: Handlers = {
  async bankCard_bind({ input, user, services }) {
    const me = requireUser(user);
    return cardOut(await bindBankCard(services.db, me.id, input, new Date(services.config.now())));
  },

  async bankCard_getInfo({ user, services }) {
    const card = await payeeOf(services.db, requireUser(user).id, 'bank');
    return card?.method === 'bank' ? cardOut(card) : null;
  },

  async bankCard_bindAliPay({ input, user, services }) {
    const me = requireUser(user);
    return alipayOut(await bindAlipay(services.db, me.id, input, new Date(services.config.now())));
  },

  async bankCard_getAliPayInfo({ user, services }) {
    const account = await payeeOf(services.db, requireUser(user).id, 'alipay');
    return account?.method === 'alipay' ? alipayOut(account) : null;
  },
};
