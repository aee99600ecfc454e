import type { RoomInfo } from '@arena/api-client';
import { useCallback, useEffect, useState } from 'react';
import { fetchRoomInfo } from '../api/roomInfo';
import { takeRoomInfo } from '../preload';
import { useReserved } from './useReserved';

/** While the stream is first prepared, the room info is asked for again this often, ms. */
const PREPARING_RETRY_MS = 2_000;

/**
 * The room's info (`/live?uid=`): the route's preloaded answer first, asked again while the stream is
 * prepared; the announcement (which a room message may change), the follow flag, and whether the user
 * reserved the streamer's announced match.
 */
export function useRoom(uid: number, userId: number | null) {
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | undefined>();
  const [reserved, setReserved] = useReserved(userId, room?.reserve?.match_id);

  const loadRoom = useCallback(async () => {
    // The route's preload asked already (time to first frame); later loads ask again.
    const info = await (takeRoomInfo(uid) ?? fetchRoomInfo(uid));
    setRoom(info);
    setAnnouncement(info.userData?.announcement);
    return info;
  }, [uid]);
  useEffect(() => {
    if (!uid) return;
    let stop = false;
    setRoom(null);
    setFailed(null);
    const attempt = async () => {
      try {
        const info = await loadRoom();
        if (!stop && info.info?.stream_status === 'preparing') setTimeout(() => void (!stop && attempt()), PREPARING_RETRY_MS);
      } catch (err) {
        if (!stop) setFailed(err instanceof Error ? err.message : String(err));
      }
    };
    void attempt();
    return () => {
      stop = true;
    };
  }, [uid, loadRoom]);

  /** The answer of a follow toggle. */
  const setFollowing = useCallback((isAttention: NonNullable<RoomInfo['userData']>['is_attention']) => {
    setRoom((old) => (old ? { ...old, userData: { ...old.userData, is_attention: isAttention } } : old));
  }, []);

  return { room, failed, announcement, setAnnouncement, loadRoom, setFollowing, reserved, setReserved };
}
