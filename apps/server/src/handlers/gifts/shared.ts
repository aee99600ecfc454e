import { str } from '../../input';
import { absolute } from '../format';
import type { HandlerContext, UserRow } from '../types';

export const requestIdOf = (input: Record<string, unknown>) => (input.request_id === undefined ? undefined : str(input.request_id));

export async function senderOf(ctx: HandlerContext, me: UserRow) {
  return { uid: me.id, nick: me.user_nickname, avatar: absolute(ctx.origin, me.avatar) };
}
