import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import { CHAT_GROUP_ID } from '../../im/protocol';
import { badgeOf, chatGroupId, ownFanGroups, roomFanGroups, showFanGroup } from '../../live/fan-groups';
import type { Handlers } from '../types';
import { requireAnchor, requireRoom } from './shared';

// Issue 15: fan groups. The streamer picks which of their public groups the room shows (addshowGroup);
// viewers see them (getLiveGroupList) and join with Group/joinGroup; the badge a member wears is in
// Live/getUserStatus (`fan_group`) and the room's entry message.

export const fanGroupHandlers: Handlers = {
  async liveStreaming_groupList(ctx) {
    const me = requireAnchor(ctx.user);
    const rows = await ownFanGroups(ctx.services.db, me.id);
    return rows.map(({ id, ...r }) => ({ group_id: chatGroupId(id), ...r, avatar: absolute(ctx.origin, r.avatar) }));
  },

  async liveStreaming_getLiveGroupList(ctx) {
    const room = ctx.input.uid;
    await requireRoom(ctx.services.db, room);
    const rows = await roomFanGroups(ctx.services.db, room, ctx.user?.id);
    return rows.map(({ id, ...r }) => ({
      group_id: chatGroupId(id),
      ...r,
      avatar: absolute(ctx.origin, r.avatar),
      badge: badgeOf(r.name),
    }));
  },

  async liveStreaming_addshowGroup(ctx) {
    const me = requireAnchor(ctx.user);
    await requireRoom(ctx.services.db, me.id);
    const show = (ctx.input.show ?? 1) === 1;
    const groupId = Number(CHAT_GROUP_ID.exec(ctx.input.group_id)?.[1] ?? 0);
    if (!groupId) throw new UserError('server.group.notFound');
    await showFanGroup(ctx.services.db, me.id, groupId, show, ctx.services.config.now());
    return new Answer(null, show ? 'server.live.fanGroupShown' : 'server.live.fanGroupHidden');
  },
};
