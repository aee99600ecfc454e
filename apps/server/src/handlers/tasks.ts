import { UserError } from '../envelope';
import { requireUser } from './guards';
import type { Handlers } from './types';

// Daily check-in and tasks (spec §3 Task list, §4 Sign-in, §7 Tasks). services/tasks.ts holds the rules.
export const taskHandlers: Handlers = {
  async activity_signTaskList({ user, services, lang, origin }) {
    return services.tasks.signTaskList(requireUser(user).id, lang, origin);
  },

  /** The task centre: the same strip and tasks, plus how many days of this week are signed. */
  async activity_pcSignTaskList({ user, services, lang, origin }) {
    const data = await services.tasks.signTaskList(requireUser(user).id, lang, origin);
    return { ...data, sign_days: data.list.filter((d) => d.is_sign === 1).length };
  },

  /** Spec §7: payload id is the user id; it must be the caller's own. */
  async activity_sign({ input, user, services }) {
    const me = requireUser(user);
    if (input.id !== undefined && input.id !== me.id) throw new UserError('server.tasks.notYou');
    return services.tasks.sign(me.id);
  },

  async activity_taskHandleSign({ input, user, services }) {
    return services.tasks.claim(requireUser(user).id, input.task_id);
  },

  async activityConfig_userTaskList({ user, services, lang, origin }) {
    return (await services.tasks.signTaskList(requireUser(user).id, lang, origin)).today;
  },
};
