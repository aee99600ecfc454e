import type { MenuUser, MenuUserStatus, ModeratorRole, RoomUserAction } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { addAssistant, fetchUserStatus, kickUser, muteUser, removeAssistant, unmuteUser } from '../../../lib/moderationApi';
import { openMessages } from '../../../session/messaging';
import { notify } from '../../../session/notices';
import { openLogin } from '../../../session/store';
import { toggleFollow } from '../api/room';
import { roleOf } from './moderationRules';

/**
 * The room chat's user menu (issue 15): the viewer's role in the room, a target's standing when a menu
 * opens, and what each action does. Failures are the server's code-1 messages, which the app already
 * shows as toasts (App.tsx); successes are said here.
 */
export function useRoomModeration(uid: number, me: number | null) {
  const intl = useIntl();
  const [role, setRole] = useState<ModeratorRole>('viewer');
  useEffect(() => {
    setRole('viewer');
    if (!uid || !me) return;
    let live = true;
    fetchUserStatus(uid)
      .then((s) => live && setRole(roleOf(s)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uid, me]);

  const loadStatus = useCallback(
    async (target: number): Promise<MenuUserStatus> => {
      const s = await fetchUserStatus(uid, target);
      return {
        following: Boolean(s.is_attention),
        muted: Boolean(s.is_taboo),
        assistant: Boolean(s.is_admin),
        streamer: Boolean(s.is_anchor),
      };
    },
    [uid],
  );

  const act = useCallback(
    async (user: MenuUser, action: RoomUserAction) => {
      const say = (id: string, values?: Record<string, string | number>) => notify(intl.formatMessage({ id }, values), 'positive');
      switch (action.kind) {
        case 'follow': {
          if (!me) return openLogin();
          const r = await toggleFollow(user.uid);
          return say(r.is_attention ? 'app.live.mod.followed' : 'app.live.mod.unfollowed', { nick: user.nick });
        }
        case 'message':
          if (!me) return openLogin();
          return openMessages({ uid: user.uid, name: user.nick });
        case 'mute':
          await muteUser(uid, user.uid, action.minutes);
          return say('app.live.mod.muted', { nick: user.nick, minutes: action.minutes });
        case 'unmute':
          await unmuteUser(uid, user.uid);
          return say('app.live.mod.unmuted', { nick: user.nick });
        case 'kick':
          await kickUser(uid, user.uid);
          return say('app.live.mod.kicked', { nick: user.nick });
        case 'assistant':
          await (action.on ? addAssistant(user.uid) : removeAssistant(user.uid));
          return say(action.on ? 'app.live.mod.assistantOn' : 'app.live.mod.assistantOff', { nick: user.nick });
      }
    },
    [uid, me, intl],
  );

  return { role, loadStatus, act };
}
