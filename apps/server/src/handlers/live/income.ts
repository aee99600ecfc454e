import { absolute } from '../../format';
import { contributionsIn, incomeByPeriod, periodOfDate } from '../../live/income';
import { money } from '../../money/wallet';
import { shanghaiDay } from '../../services/shanghai';
import type { Handlers } from '../types';
import { requireAnchor } from './shared';

// Issue 15: the anchor centre's gift income and contribution lists, by day and by week. The gifts
// themselves, one by one, are member/webgetAnchorgiftlist (handlers/gifts).

export const incomeHandlers: Handlers = {
  async live_anchorIncome(ctx) {
    const me = requireAnchor(ctx.user);
    return incomeByPeriod(ctx.services.db, me.id, ctx.input.period ?? 'day', ctx.input.count ?? 7, ctx.services.config.now());
  },

  async live_anchorContribution(ctx) {
    const me = requireAnchor(ctx.user);
    const period = ctx.input.period ?? 'day';
    const start = periodOfDate(period, ctx.input.date, ctx.services.config.now());
    const rows = await contributionsIn(ctx.services.db, me.id, period, start);
    const items = rows.map((r, i) => ({
      uid: r.uid,
      user_nickname: r.user_nickname,
      avatar: absolute(ctx.origin, r.avatar),
      amount: money(r.amount),
      gifts: Number(r.gifts),
      order: i + 1,
    }));
    return {
      start: Math.floor(start / 1000),
      date: shanghaiDay(start),
      total: money(items.reduce((sum, item) => sum + item.amount, 0)),
      items,
    };
  },
};
