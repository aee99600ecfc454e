import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { imClient } from '../../../session/im';
import { notify } from '../../../session/notices';
import { socket } from '../../../session/socket';
import { isMyKickout, KICKED_TO } from './moderationRules';
import { roomGroup } from './roomEvents';

/**
 * A viewer kicked out of the room (issue 15) leaves it: on the IM `kicked` event for the room's group
 * (`roomKickout`) or the score socket's `liveKickout` push naming them, the page says so and goes to
 * `/anchor?type=0`. The server keeps them out for 24 hours (the group join and barrage are refused).
 */
export function useKickout(uid: number, me: number | null) {
  const navigate = useNavigate();
  const intl = useIntl();
  useEffect(() => {
    if (!uid) return;
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      notify(intl.formatMessage({ id: 'app.live.mod.youWereKicked' }), 'critical', 8_000);
      navigate(KICKED_TO);
    };
    const offIm = imClient().on('kicked', (e) => {
      if (e.type === 'roomKickout' && e.groupID === roomGroup(uid)) leave();
    });
    const offSocket = socket().on200((data) => {
      if (isMyKickout(data, uid, me)) leave();
    });
    return () => {
      offIm();
      offSocket();
    };
  }, [uid, me, navigate, intl]);
}
