import type { ImClient, ImConversation } from '@arena/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The IM client of the session, replaced by a stand-in that answers the list as a server would.
const reads: string[] = [];
const client = { list: [] as ImConversation[] };
const fake = {
  getConversationList: async () => structuredClone(client.list),
  setMessageRead: async (id: string) => {
    reads.push(id);
  },
} as unknown as ImClient;
vi.mock('../../session/im', () => ({ imClient: () => fake, imReady: () => Promise.resolve() }));

const { loadConversations, select, setViewing, store } = await import('./store');

/** The server's list, with `unread` on the conversation with B. */
function serverList(unread: number): ImClient {
  client.list = [
    { conversationID: 'C2C7', type: 'C2C', unreadCount: unread, userProfile: { userID: '7', nick: 'B', avatar: '' } },
    { conversationID: 'C2C8', type: 'C2C', unreadCount: 2, userProfile: { userID: '8', nick: 'C', avatar: '' } },
  ];
  return fake;
}

afterEach(() => {
  reads.length = 0;
  store.conversations = null;
  store.active = null;
  store.viewing = 0;
});

describe('messaging store: the unread count of the conversation on screen', () => {
  it('a list read while a conversation is open and being read does not bring its count back', async () => {
    // The conversation with B is open on screen; the list is read again (a reconnect, a new group)
    // and the server answers with the count from before this page's read mark went through.
    store.threads.C2C7 = { messages: [], next: '', complete: true, loading: false, error: null };
    store.active = 'C2C7';
    setViewing(true);
    reads.length = 0;
    await loadConversations(serverList(1));
    await vi.waitFor(() => expect(reads).toContain('C2C7'));
    const counts = Object.fromEntries((store.conversations ?? []).map((c) => [c.conversationID, c.unreadCount]));
    // The open one is read; another conversation keeps its count.
    expect(counts).toEqual({ C2C7: 0, C2C8: 2 });
    setViewing(false);
  });

  it('a conversation that is active but not on screen keeps its count', async () => {
    select('C2C7');
    await loadConversations(serverList(3));
    expect(store.conversations?.find((c) => c.conversationID === 'C2C7')?.unreadCount).toBe(3);
    expect(reads).toEqual([]);
  });
});
