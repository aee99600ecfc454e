import type { Handlers } from '../types';
import { bindingHandlers } from './binding';
import { conversionHandlers } from './conversion';
import { operatorHandlers } from './operator';
import { rechargeHandlers } from './recharge';
import { withdrawalHandlers } from './withdrawals';

/** The wallet (issue 14): binding, withdrawals, conversion, recharge and the operator's review. */
export const walletHandlers: Handlers = {
  ...bindingHandlers,
  ...withdrawalHandlers,
  ...conversionHandlers,
  ...rechargeHandlers,
  ...operatorHandlers,
};
