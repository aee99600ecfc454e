import { UserError } from '../../envelope';
import { absolute } from '../../format';
import { imagePayload, textPayload } from '../../im/messages';
import type { ImMessage } from '../../im/protocol';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Group/saveMsg (issue 16): a record of a message the client sent through Tencent Cloud Chat (tim
// driver), kept here for history and moderation under the same rules as the local service's messages.

function payloadOf(type: 'text' | 'image' | 'custom', content: string): ImMessage['payload'] {
  if (type === 'text') return textPayload({ text: content }, 'C2C');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    if (type === 'custom') return { data: content, description: '', extension: '' };
    throw new UserError('server.im.badImage');
  }
  if (type === 'image') return imagePayload((parsed ?? {}) as Record<string, unknown>);
  const p = parsed as { data?: unknown; description?: unknown; extension?: unknown } | null;
  // A custom payload `{ data, description, extension }`, or the bare data (a JSON text of its own).
  if (p && typeof p === 'object' && typeof p.data === 'string') {
    return { data: p.data, description: String(p.description ?? ''), extension: String(p.extension ?? '') };
  }
  return { data: content, description: '', extension: '' };
}

export const recordHandlers: Handlers = {
  async group_saveMsg({ input, user, services, origin }) {
    const me = requireUser(user);
    const payload = payloadOf(input.type, input.content);
    const id = await services.live.im.privateSend.record(
      { uid: me.id, nick: me.user_nickname, avatar: absolute(origin, me.avatar), origin },
      input.to,
      input.type,
      payload,
    );
    return { id: String(id) };
  },
};
