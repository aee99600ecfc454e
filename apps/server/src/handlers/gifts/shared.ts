import { absolute } from '../format';
import type { HandlerContext, UserRow } from '../types';

export async function senderOf(ctx: HandlerContext, me: UserRow) {
  return { uid: me.id, nick: me.user_nickname, avatar: absolute(ctx.origin, me.avatar) };
}
