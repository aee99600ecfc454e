import type { GuardTier } from '@arena/api-client';
import { useEffect, useState } from 'react';
import { refreshProfile } from '../../../session/actions';
import { buyGuard, fetchGuardTiers } from '../api/room';

/** The guard dialog: the tiers on sale in the room's language, open or not, and buying one for the streamer. */
export function useRoomGuard(uid: number, locale: string) {
  const [tiers, setTiers] = useState<GuardTier[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!uid) return;
    void fetchGuardTiers().then(
      (t) => setTiers(t ?? []),
      () => undefined,
    );
  }, [uid]);
  const items = tiers.map((x) => ({
    id: Number(x.id),
    name: (locale === 'en' ? x.name_en : locale === 'vi' ? x.name_vi : x.name) || x.name || '',
    icon: x.icon,
    coin: Number(x.coin ?? 0),
    color: x.color,
  }));
  const buy = async (id: number) => {
    await buyGuard(id, uid);
    void refreshProfile().catch(() => undefined);
  };
  return { tiers: items, open, setOpen, buy };
}
