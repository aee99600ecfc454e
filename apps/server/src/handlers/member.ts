import { Answer, UserError } from '../envelope';
import { deviceOf } from '../services/session-devices';
import { requireUser } from './guards';
import type { Handlers } from './types';

// The personal centre's sessions (issue 14; SPEC §2 "Personal centre"): the user's signed-in devices,
// signing one out. Signing out everywhere is Member/signOutAll (handlers/auth.ts).

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const memberHandlers: Handlers = {
  async member_sessionList({ user, token, services }) {
    const rows = await services.accounts.sessionsOf(requireUser(user).id, token);
    return rows.map((r) => ({
      id: r.id,
      ...deviceOf(r.user_agent),
      created_at: unix(r.created_at),
      last_seen_at: unix(r.last_seen_at),
      current: r.current,
    }));
  },

  async member_signOutSession({ input, user, services }) {
    if (!(await services.accounts.revokeSession(requireUser(user).id, input.id))) throw new UserError('server.member.sessionNotFound');
    return new Answer(null, 'server.member.sessionSignedOut');
  },
};
