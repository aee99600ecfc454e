import type { RoomInfo } from '@arena/api-client';
import { useIntl } from 'react-intl';
import { notify } from '../../../session/notices';
import { openLogin } from '../../../session/store';
import { countShare, toggleFollow } from '../api/room';
import { toggleReservation } from '../api/rooms';

interface Options {
  uid: number;
  room: RoomInfo | null;
  loggedIn: boolean;
  setFollowing: (isAttention: NonNullable<RoomInfo['userData']>['is_attention']) => void;
  reserved: boolean;
  setReserved: (reserved: boolean) => void;
}

/** The room header's follow, share and reserve (logged out, follow and reserve open the login dialog). */
export function useRoomHeaderActions({ uid, room, loggedIn, setFollowing, reserved, setReserved }: Options) {
  const intl = useIntl();
  const follow = async () => {
    if (!loggedIn) return openLogin();
    const r = await toggleFollow(uid);
    setFollowing(r.is_attention);
  };
  const share = async () => {
    const href = window.location.href;
    await countShare(uid).catch(() => undefined);
    await navigator.clipboard?.writeText(href).catch(() => undefined);
    notify(intl.formatMessage({ id: 'app.live.shared' }), 'positive');
  };
  const reserve = room?.reserve ? { label: `${room.reserve.home_name ?? ''} - ${room.reserve.away_name ?? ''}`, reserved } : null;
  const reserveMatch = async () => {
    if (!loggedIn) return openLogin();
    if (!room?.reserve?.match_id) return;
    const r = await toggleReservation({ uid, match_id: room.reserve.match_id, type: room.info?.type === 1 ? 1 : 0 });
    setReserved(r.is_reserve === 1);
    notify(intl.formatMessage({ id: r.is_reserve === 1 ? 'app.live.reserveOn' : 'app.live.reserveOff' }), 'positive');
  };
  return { follow, share, reserve, reserveMatch };
}
