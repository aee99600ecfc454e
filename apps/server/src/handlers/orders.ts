import { UserError } from '../envelope';
import { isKind, KIND_IDS, kindName } from '../money/ledger';
import { money } from '../money/wallet';
import { balanceRecords } from '../orders/queries';
import { paged, pageOf } from '../paging';
import { unix } from '../time';
import { requireUser } from './guards';
import type { Handlers } from './types';

// The balance ledger seen by its owner (spec §7 Money: Order/getList, order/getTypeList). The records
// are written by debit / credit (money/wallet.ts); see migrations/006_balance_records.sql.

export const orderHandlers: Handlers = {
  /** The kinds of record, named in the request's language: the filter of Order/getList. */
  async order_getTypeList({ lang }) {
    return KIND_IDS.map((id) => ({ id, name: kindName(lang, id) }));
  },

  /**
   * The caller's own balance records, newest first, paged (WIRE.md). `type` picks one kind; absent
   * or 0 means every kind (the validator reads an empty `type=` as 0); an unknown kind is refused.
   * `amount` is signed: negative for money out.
   */
  async order_getList({ input, user, services, lang }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const type = input.type ?? 0;
    if (type !== 0 && !isKind(type)) throw new UserError('server.order.unknownType', { type });
    const kind = type === 0 ? null : type;
    const { rows, total } = await balanceRecords(services.db, me.id, kind, { limit, offset });
    return paged(
      rows.map((r) => ({
        id: Number(r.id),
        order_id: r.order_id,
        type: r.kind,
        type_name: isKind(r.kind) ? kindName(lang, r.kind) : String(r.kind),
        amount: money(r.amount),
        addtime: unix(new Date(r.created_at).getTime()),
      })),
      total,
      page,
      limit,
    );
  },
};
