import type { Queryable } from '../../db/index';
import { UserError } from '../../envelope';
import { type RoomRow, roomRow } from '../../live/rooms';
import { userCard } from '../../live/users';
import { requireUser } from '../guards';
import type { Services, UserRow } from '../types';

export async function requireRoom(q: Queryable, uid: number): Promise<RoomRow> {
  const room = await roomRow(q, uid);
  if (!room) throw new UserError('server.live.noSuchRoom');
  return room;
}

export function requireAnchor(user: UserRow | undefined): UserRow {
  const me = requireUser(user);
  if (me.is_anchor !== 1) throw new UserError('server.live.notAnchor');
  return me;
}

export async function requireTarget(services: Services, touid: number) {
  const u = await userCard(services.db, touid);
  if (!u) throw new UserError('server.live.noSuchUser');
  return u;
}
