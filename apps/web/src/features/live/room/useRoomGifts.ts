import type { BackpackGift, Gift } from '@arena/api-client';
import { type BackpackItem, type Combo, type GiftItem, nextCombo } from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { refreshProfile } from '../../../session/actions';
import { applySpend } from '../../../session/store';
import { fetchBackpack, fetchGifts, sendGift } from '../api/room';
import { giftName } from './roomEvents';

// The gift panel's three parts, called by the page in this order so the room's first requests keep
// theirs (ranks, gifts, guard tiers, then the backpack): the gifts on sale, the user's backpack, and
// sending with its combo count.

/** The gifts on sale in the room's language (`loading` until the list is in; empty on a failure). */
export function useRoomGifts(uid: number, locale: string) {
  const [gifts, setGifts] = useState<Gift[] | null>(null);
  useEffect(() => {
    if (!uid) return;
    void fetchGifts().then(setGifts, () => setGifts([]));
  }, [uid]);
  const items: GiftItem[] = useMemo(
    () => (gifts ?? []).map((g) => ({ id: g.id, name: giftName(g, locale), icon: g.gifticon, price: Number(g.needcoin), type: g.type })),
    [gifts, locale],
  );
  return { items, loading: gifts == null };
}

/** The logged-in user's backpack, read when the user changes; `reload` after a gift from it. */
export function useBackpack(user: object | null, locale: string) {
  const [backpack, setBackpack] = useState<BackpackGift[]>([]);
  const reload = useCallback(() => {
    void fetchBackpack().then(
      (b) => setBackpack(b ?? []),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!user) return;
    reload();
  }, [user, reload]);
  const items: BackpackItem[] = backpack.map((b) => ({
    giftId: Number(b.gift_id),
    name: giftName({ giftname: b.giftname ?? '', giftname_en: b.giftname_en, giftname_vi: b.giftname_vi }, locale),
    icon: b.gifticon ?? '',
    num: Number(b.num ?? 0),
  }));
  return { items, reload };
}

/** Sending a gift: the balance and the combo follow the answer; ranks (and the backpack) are read again. */
export function useGiftSending(uid: number, loadRanks: () => void, reloadBackpack: () => void) {
  const [combo, setCombo] = useState<Combo | null>(null);
  const send = async ({ giftId, num, fromBackpack }: { giftId: number; num: number; fromBackpack: boolean }) => {
    const result = await sendGift({ gift_id: giftId, anchor_id: uid, type: fromBackpack ? 1 : 0, num });
    applySpend(result);
    setCombo((c) => nextCombo(c, { sender: 'me', giftId, num }, Date.now()));
    // The line, the effect and the rank refresh follow the group's gift message (IM 100), which the
    // sender receives too; the ranks are refreshed here as well in case the IM is down.
    loadRanks();
    if (fromBackpack) reloadBackpack();
    void refreshProfile().catch(() => undefined);
  };
  return { combo, send };
}
