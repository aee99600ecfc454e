import type { ImConversation, ImMessage } from '@arena/realtime';
import { describe, expect, it } from 'vitest';
import { conversationView, groupOf, isPrivateMessage, messageView, peerOf } from './view';

const message = (over: Partial<ImMessage>): ImMessage => ({
  ID: 'm1',
  conversationID: 'C2C7',
  conversationType: 'C2C',
  from: '7',
  to: '3',
  time: 100,
  type: 'text',
  payload: { text: '你好' },
  nick: '老王',
  avatar: '',
  flow: 'in',
  isRead: false,
  ...over,
});

describe('messaging views', () => {
  it('keeps room and horn messages out of private messaging; chat groups and C2C in', () => {
    expect(isPrivateMessage(message({}))).toBe(true);
    expect(isPrivateMessage(message({ conversationType: 'GROUP', conversationID: 'GROUPg3' }))).toBe(true);
    expect(isPrivateMessage(message({ conversationType: 'GROUP', conversationID: 'GROUP8' }))).toBe(false);
    expect(isPrivateMessage(message({ conversationType: 'GROUP', conversationID: 'GROUParena_horn' }))).toBe(false);
  });

  it("gives own messages their delivery state (stored → 'sent') and others none", () => {
    expect(messageView(message({ flow: 'out', delivery: 'read' })).state).toBe('read');
    expect(messageView(message({ flow: 'out' })).state).toBe('sent');
    expect(messageView(message({})).state).toBeUndefined();
    expect(messageView(message({ type: 'image', payload: { url: '/u.png', width: 10, height: 20 } }))).toMatchObject({
      kind: 'image',
      image: { url: '/u.png', width: 10, height: 20 },
    });
  });

  it('names a conversation by the peer or the group, and marks the service account', () => {
    const c: ImConversation = {
      conversationID: 'C2C9',
      type: 'C2C',
      unreadCount: 2,
      userProfile: { userID: '9', nick: '客服', avatar: '' },
      lastMessage: message({ flow: 'out' }),
    };
    expect(conversationView(c, '9')).toMatchObject({
      id: 'C2C9',
      kind: 'user',
      name: '客服',
      unread: 2,
      service: true,
      last: { fromMe: true, text: '你好' },
    });
    expect(conversationView(c, null).service).toBe(false);
    expect(peerOf('C2C12')).toBe(12);
    expect(peerOf('GROUPg3')).toBeNull();
    expect(groupOf('GROUPg3')).toBe('g3');
  });
});
