import { HORN_GROUP, type ImClient, type ImMessage } from '@arena/realtime';
import type { ChatConnection } from '@arena/ui';
import { roomGroup } from './roomEvents';

export interface RoomGroupHandlers {
  onMessage: (message: ImMessage) => void;
  onCount: (count: number) => void;
  /** `connecting` at once, then `joined` or `failed`: the chat's send waits for `joined`. */
  onConnection: (state: ChatConnection) => void;
  /** Why the join was refused (the server's message, e.g. kicked out of the room), or null once joined. */
  onRefusal?: (reason: string | null) => void;
}

/**
 * Joins a room's IM group (and the global horn group) once the session's IM login is through.
 * The room does no local echo: a line appears when the group sends it back, the sender's own
 * included, so a line sent before the join would reach others but never its sender. Hence the
 * connection state the chat's send control waits for. Returns the leave function.
 */
export function connectRoomGroup(
  client: Pick<ImClient, 'on' | 'joinGroup' | 'quitGroup'>,
  ready: () => Promise<void>,
  uid: number,
  handlers: RoomGroupHandlers,
  /** Subscribes to IM identity switches (login, logout): the group is joined again as the new identity. */
  onIdentity?: (listener: () => void) => () => void,
): () => void {
  let left = false;
  const group = roomGroup(uid);
  handlers.onConnection('connecting');
  const offs = [
    client.on('message', handlers.onMessage),
    client.on('memberCount', (e) => {
      if (e.groupID === group) handlers.onCount(e.count);
    }),
  ];
  const join = async () => {
    if (left) return;
    let refusal: string | null = null;
    const joined = await client.joinGroup(group).catch((e: unknown) => {
      refusal = e instanceof Error && e.message ? e.message : null;
      return null;
    });
    if (left) return;
    handlers.onRefusal?.(refusal);
    if (joined) handlers.onCount(joined.memberCount);
    handlers.onConnection(joined ? 'joined' : 'failed');
    await client.joinGroup(HORN_GROUP).catch(() => undefined);
  };
  void ready().then(join);
  const offIdentity = onIdentity?.(() => {
    handlers.onConnection('connecting');
    void join();
  });
  return () => {
    left = true;
    offIdentity?.();
    for (const off of offs) off();
    void client.quitGroup(group).catch(() => undefined);
  };
}
