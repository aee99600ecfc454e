import type { Db } from '../../db/index';
import { UserError } from '../../envelope';
import { absolute } from '../../format';
import { textPayload } from '../../im/messages';
import { paged, pageOf } from '../../paging';
import { avatarPath } from '../../seed/seed';
import { kefuAccount } from '../../services/accounts';
import { requireOperator } from '../guards';
import type { Handlers } from '../types';

// Customer service (issue 16): users write to the service account (user/getKefuInfo) like to anyone;
// operators read and answer those conversations here, as the service account. Marking a conversation
// read gives the user a read receipt; a reply is delivered live.

/** The service account, its avatar absolute. */
async function kefu(ctx: { services: { db: Db }; origin: string }) {
  const k = await kefuAccount(ctx.services.db, avatarPath('客服'));
  return { ...k, avatar: absolute(ctx.origin, k.avatar) };
}

export const kefuHandlers: Handlers = {
  async operator_kefuConversations(ctx) {
    await requireOperator(ctx.services.db, ctx.user);
    const service = await kefu(ctx);
    const { page, limit, offset } = pageOf(ctx.input);
    const { conversationList } = await ctx.services.live.im.conversations.list({ uid: service.id, origin: ctx.origin });
    const users = conversationList.filter((c) => c.type === 'C2C' && c.lastMessage);
    return paged(
      users.slice(offset, offset + limit).map((c) => ({
        uid: Number(c.userProfile!.userID),
        user_nickname: c.userProfile!.nick,
        avatar: c.userProfile!.avatar,
        unread: c.unreadCount,
        last_message: c.lastMessage!,
      })),
      users.length,
      page,
      limit,
    );
  },

  async operator_kefuMessages(ctx) {
    await requireOperator(ctx.services.db, ctx.user);
    const service = await kefu(ctx);
    const conversationID = `C2C${ctx.input.uid}`;
    const [exists] = await ctx.services.db.query('select 1 from users where id = $1', [ctx.input.uid]);
    if (!exists) throw new UserError('server.kefu.noSuchUser');
    return ctx.services.live.im.conversations.history(
      { uid: service.id, origin: ctx.origin },
      conversationID,
      ctx.input.next_req_message_id ?? null,
    );
  },

  async operator_kefuRead(ctx) {
    await requireOperator(ctx.services.db, ctx.user);
    const service = await kefu(ctx);
    const [exists] = await ctx.services.db.query('select 1 from users where id = $1', [ctx.input.uid]);
    if (!exists) throw new UserError('server.kefu.noSuchUser');
    return ctx.services.live.im.conversations.markRead({ uid: service.id, origin: ctx.origin }, `C2C${ctx.input.uid}`);
  },

  async operator_kefuReply(ctx) {
    await requireOperator(ctx.services.db, ctx.user);
    const service = await kefu(ctx);
    return ctx.services.live.im.privateSend.sendC2c(
      { uid: service.id, nick: service.user_nickname, avatar: service.avatar, origin: ctx.origin, limited: false },
      String(ctx.input.uid),
      'text',
      textPayload({ text: ctx.input.text }, 'C2C'),
    );
  },
};
