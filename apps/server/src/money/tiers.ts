import { toTenths } from './wallet';

/** A guard or nobility tier as listed (prices as numeric text, in gold coins). */
export interface TierRow {
  id: number;
  name: string;
  name_en: string;
  name_vi: string;
  icon: string;
  coin: string;
  renew_coin: string;
  color: string;
  days: number;
}

export type Tier = Pick<TierRow, 'id' | 'coin' | 'renew_coin' | 'days'>;

/**
 * A guard or nobility purchase: renewing the active tier costs its renewal price and extends it;
 * another tier costs its full price and starts from whatever time is left (price in tenths of a coin).
 */
export function termOf(tier: Tier, current: { tier_id: number; endtime: Date } | undefined, now: number) {
  const active = current !== undefined && new Date(current.endtime).getTime() > now;
  const renewing = active && current.tier_id === tier.id;
  const price = toTenths(renewing ? tier.renew_coin : tier.coin);
  const from = active ? new Date(current.endtime).getTime() : now;
  return { renewing, price, endtime: new Date(from + tier.days * 86_400_000) };
}
