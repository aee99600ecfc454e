import { absolute } from '../../format';
import type { RequestContext, UserRow } from '../types';

export async function senderOf(ctx: Pick<RequestContext, 'origin'>, me: UserRow) {
  return { uid: me.id, nick: me.user_nickname, avatar: absolute(ctx.origin, me.avatar) };
}
