import { type FanGroupRow, FanGroups } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { openMessages } from '../../session/messaging';
import { openLogin, session } from '../../session/store';
import { fetchFanGroups, joinFanGroup } from './api/room';

interface GroupRow {
  group_id?: string;
  name?: string;
  members?: number;
  avatar?: string;
  is_member?: number;
  badge?: string;
}

/**
 * The room's fan groups (issue 15): the streamer's groups shown here, joined with one click; a member
 * wears the group's badge in the room's chat from their next entry, and opens its chat in the
 * private-message overlay. Read again when the viewer logs in or out (membership is per user).
 */
export function RoomFanGroups({ uid }: { uid: number }) {
  const { user } = useSnapshot(session);
  const [groups, setGroups] = useState<FanGroupRow[] | null>(null);
  const [error, setError] = useState<string>();
  const load = useCallback(
    () =>
      fetchFanGroups(uid).then(
        (rows) => {
          setError(undefined);
          setGroups(
            ((rows ?? []) as GroupRow[]).map((g) => ({
              id: g.group_id ?? '',
              name: g.name ?? '',
              members: g.members ?? 0,
              avatar: g.avatar || undefined,
              badge: g.badge ?? '',
              joined: g.is_member === 1,
            })),
          );
        },
        (err: Error) => setError(err.message),
      ),
    [uid],
  );
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: membership is per user, so a login reads the list again
  useEffect(() => {
    void load();
  }, [load, userId]);

  return (
    <FanGroups
      groups={groups}
      error={error}
      onJoin={
        user
          ? async (id) => {
              await joinFanGroup(id);
              await load();
            }
          : undefined
      }
      onLogin={() => openLogin()}
      onOpen={(id) => openMessages({ conversationID: `GROUP${id}`, name: groups?.find((g) => g.id === id)?.name })}
    />
  );
}
