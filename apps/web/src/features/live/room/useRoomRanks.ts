import type { RankEntry } from '@arena/api-client';
import type { RankRow } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { fetchRoomRanking } from '../api/room';

const toRankRows = (rows: RankEntry[]): RankRow[] =>
  rows.map((r) => ({
    uid: Number(r.uid),
    name: r.user_nickname ?? '',
    avatar: r.avatar,
    amount: Number(r.amount ?? 0),
    guard: Boolean(r.is_guard),
  }));

/** The room's givers today and this week (null while loading, empty on a failure); `loadRanks` asks again. */
export function useRoomRanks(uid: number) {
  const [daily, setDaily] = useState<RankRow[] | null>(null);
  const [weekly, setWeekly] = useState<RankRow[] | null>(null);
  const loadRanks = useCallback(() => {
    void fetchRoomRanking(uid, 0).then(
      (r) => setDaily(toRankRows(r ?? [])),
      () => setDaily([]),
    );
    void fetchRoomRanking(uid, 1).then(
      (r) => setWeekly(toRankRows(r ?? [])),
      () => setWeekly([]),
    );
  }, [uid]);
  useEffect(() => {
    if (!uid) return;
    loadRanks();
  }, [uid, loadRanks]);
  return { daily, weekly, loadRanks };
}
