import { AssistantList, type AssistantRow, KickedList, type KickedRow } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { addAssistant, fetchAssistants, fetchKicked, removeAssistant } from '../../lib/moderationApi';

/** A kick lasts 24 hours (Live_streaming/liveKickout, SPEC §4). */
const KICK_SECONDS = 24 * 3600;

interface PersonRow {
  uid?: number;
  user_nickname?: string;
  avatar?: string;
  addtime?: number;
}

/**
 * The room's team in the anchor centre (issue 15 "Running the room"): the assistants the streamer
 * appoints (at most 200, removed after "confirm to delete?") and who is kicked out until when. The same
 * calls as the room chat's user menu, so a change made there shows here when the lists are read again.
 */
export function RoomTeam({ uid }: { uid: number }) {
  const [assistants, setAssistants] = useState<AssistantRow[] | null>(null);
  const [assistantsError, setAssistantsError] = useState<string>();
  const [kicked, setKicked] = useState<KickedRow[] | null>(null);
  const [kickedError, setKickedError] = useState<string>();

  const loadAssistants = useCallback(
    () =>
      fetchAssistants().then(
        (rows) => {
          setAssistantsError(undefined);
          setAssistants(((rows ?? []) as PersonRow[]).map((r) => ({ uid: r.uid ?? 0, nick: r.user_nickname ?? '', avatar: r.avatar })));
        },
        (err: Error) => setAssistantsError(err.message),
      ),
    [],
  );
  const loadKicked = useCallback(
    () =>
      fetchKicked(uid).then(
        (rows) => {
          setKickedError(undefined);
          setKicked(
            ((rows ?? []) as PersonRow[]).map((r) => ({
              uid: r.uid ?? 0,
              nick: r.user_nickname ?? '',
              avatar: r.avatar,
              until: (r.addtime ?? 0) + KICK_SECONDS,
            })),
          );
        },
        (err: Error) => setKickedError(err.message),
      ),
    [uid],
  );
  useEffect(() => {
    void loadAssistants();
    void loadKicked();
  }, [loadAssistants, loadKicked]);

  return (
    <>
      <AssistantList
        assistants={assistants}
        error={assistantsError}
        onAdd={async (touid) => {
          await addAssistant(touid);
          await loadAssistants();
        }}
        onRemove={async (touid) => {
          await removeAssistant(touid);
          await loadAssistants();
        }}
      />
      <KickedList rows={kicked} error={kickedError} />
    </>
  );
}
