// Gift rules the panel and the room apply on the client (the server holds the money rules):
// - a combo counts consecutive gifts of one gift by one sender, each within COMBO_WINDOW_MS of the last;
// - the send button knows before asking the server whether the balance covers price × count.

/** A gift sent again within this time continues the combo, ms. */
export const COMBO_WINDOW_MS = 3_000;

export interface Combo {
  sender: string;
  giftId: number;
  /** Gifts in the combo so far (sum of `num`). */
  count: number;
  /** Last gift, ms. */
  at: number;
}

/** The combo after a gift of `num` from `sender` at `now`. */
export function nextCombo(prev: Combo | null, gift: { sender: string; giftId: number; num: number }, now: number): Combo {
  if (prev && prev.sender === gift.sender && prev.giftId === gift.giftId && now - prev.at <= COMBO_WINDOW_MS) {
    return { ...prev, count: prev.count + gift.num, at: now };
  }
  return { sender: gift.sender, giftId: gift.giftId, count: gift.num, at: now };
}

/** Whether a combo is still showing at `now`. */
export const comboAlive = (combo: Combo | null, now: number) => Boolean(combo && now - combo.at <= COMBO_WINDOW_MS);

/** Whether `balance` covers `num` of a gift costing `price` (integers and tenths, no float drift). */
export function canAfford(balance: number, price: number, num: number): boolean {
  return Math.round(balance * 10) >= Math.round(price * 10) * num;
}
