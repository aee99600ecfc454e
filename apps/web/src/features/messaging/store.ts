import { type ConversationType, type ImClient, type ImConversation, ImError, type ImMessage } from '@arena/realtime';
import type { ChatMessageView, EmojiEntry, SystemNotice } from '@arena/ui';
import { proxy, subscribe } from 'valtio';
import { imClient, imReady } from '../../session/im';
import { messaging } from '../../session/messaging';
import { session } from '../../session/store';
import { fetchEmojis, fetchNotices, readNotice, uploadImage } from './api';
import { groupOf, isPrivateMessage, messageView, noticeView, peerOf } from './view';

// The private conversations of the logged-in user (issue 16), over the session's IM client: the list
// with unread counts, each open conversation's pages of 15, optimistic sends with retry, receipts and
// read marks from other devices, and the message centre's notices. One store for the overlay and the
// /chat-chat page; the unread total goes to the shared session (nav badge, page title).

export interface Thread {
  messages: ChatMessageView[];
  next: string;
  complete: boolean;
  loading: boolean;
  error: string | null;
}

export interface IncomingNotice {
  seq: number;
  conversationID: string;
  from: string;
  avatar?: string;
  kind: 'text' | 'image' | 'custom';
  text?: string;
}

export const store = proxy({
  conversations: null as ImConversation[] | null,
  error: null as string | null,
  active: null as string | null,
  threads: {} as Record<string, Thread>,
  /** A conversation view (overlay open, or the /chat-chat page) is on screen. */
  viewing: 0,
  incoming: null as IncomingNotice | null,
  notices: null as SystemNotice[] | null,
  noticesError: null as string | null,
  noticesPage: 0,
  noticesMore: false,
  noticeUnread: 0,
  emojis: [] as EmojiEntry[],
});

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
let localSeq = 0;
let incomingSeq = 0;
/** What a failed local message was, to send it again. */
const outbox = new Map<
  string,
  { to: string; type: ConversationType; text?: string; image?: { url: string; width: number; height: number } }
>();

function upsert(c: ImConversation) {
  const list = store.conversations ?? [];
  store.conversations = [c, ...list.filter((x) => x.conversationID !== c.conversationID)];
}

/**
 * The conversation's thread in the store, made when missing. Read back from the store: valtio tracks
 * the proxy it makes of an assigned object, not the object itself.
 */
function threadOf(id: string, complete: boolean): Thread {
  if (!store.threads[id]) store.threads[id] = { messages: [], next: '', complete, loading: false, error: null };
  return store.threads[id]!;
}

const isOnScreen = (id: string) => store.viewing > 0 && store.active === id;

export async function loadConversations(client: ImClient = imClient()) {
  store.error = null;
  try {
    const list = await client.getConversationList();
    // Keep a conversation the user just opened (no message yet) at the top.
    const active = store.conversations?.find(
      (c) => c.conversationID === store.active && !list.some((l) => l.conversationID === c.conversationID),
    );
    store.conversations = active ? [active, ...list] : list;
  } catch (err) {
    store.error = errorText(err);
  }
}

async function markRead(id: string) {
  const c = store.conversations?.find((x) => x.conversationID === id);
  if (c) c.unreadCount = 0;
  await imClient()
    .setMessageRead(id)
    .catch(() => undefined);
}

export async function loadMore(id: string) {
  const thread = threadOf(id, false);
  if (thread.loading || thread.complete) return;
  thread.loading = true;
  thread.error = null;
  try {
    // A page opened at /chat-chat?uid= asks before the IM login has gone through: wait for it.
    await imReady();
    const page = await imClient().getMessageList(id, thread.next || undefined);
    const known = new Set(thread.messages.map((m) => m.id));
    thread.messages = [...page.messageList.filter((m) => !known.has(m.ID)).map(messageView), ...thread.messages];
    thread.next = page.nextReqMessageID;
    thread.complete = page.isCompleted;
  } catch (err) {
    thread.error = errorText(err);
  } finally {
    thread.loading = false;
  }
}

/** Opens a conversation: its first page, and its messages read. */
export function select(id: string) {
  store.active = id;
  const thread = store.threads[id];
  if (!thread || (thread.error && thread.messages.length === 0)) {
    delete store.threads[id];
    void loadMore(id);
  }
  if (store.viewing > 0) void markRead(id);
}

/** A conversation with a user, from a user card or a contact: opened even before its first message. */
export function openUser(uid: number, nick = '', avatar = '') {
  const id = `C2C${uid}`;
  if (!store.conversations?.some((c) => c.conversationID === id))
    upsert({ conversationID: id, type: 'C2C', unreadCount: 0, userProfile: { userID: String(uid), nick, avatar } });
  select(id);
}

/** The conversation view appeared (overlay opened, page shown) or went away. */
export function setViewing(on: boolean) {
  store.viewing += on ? 1 : -1;
  if (on && store.active) void markRead(store.active);
}

function target(id: string): { to: string; type: ConversationType } {
  const group = groupOf(id);
  return group ? { to: group, type: 'GROUP' } : { to: String(peerOf(id)), type: 'C2C' };
}

function placeOwn(id: string, localId: string, sent: ImMessage) {
  const thread = store.threads[id];
  if (thread) {
    // The echo of the sent message may have come first (another device): keep one.
    const others = thread.messages.filter((m) => m.id !== sent.ID);
    thread.messages = others.map((m) => (m.id === localId ? messageView(sent) : m));
  }
  const c = store.conversations?.find((x) => x.conversationID === id);
  if (c) upsert({ ...c, lastMessage: sent });
  else void loadConversations();
}

async function deliver(id: string, localId: string) {
  const job = outbox.get(localId);
  if (!job) return;
  const thread = store.threads[id];
  const mark = (patch: Partial<ChatMessageView>) => {
    if (thread) thread.messages = thread.messages.map((m) => (m.id === localId ? { ...m, ...patch } : m));
  };
  mark({ state: 'sending', error: undefined });
  try {
    await imReady();
    const client = imClient();
    const sent = job.image
      ? await client.sendImageMessage(job.to, job.image, job.type)
      : await client.sendTextMessage(job.to, job.text ?? '', job.type);
    outbox.delete(localId);
    placeOwn(id, localId, sent);
  } catch (err) {
    // The server's message says why (blocked, too fast: "retry in N s"), in the user's language.
    mark({ state: 'failed', error: err instanceof ImError || err instanceof Error ? err.message : String(err) });
  }
}

function queue(id: string, job: { text?: string; image?: { url: string; width: number; height: number } }) {
  const localId = `local-${++localSeq}`;
  outbox.set(localId, { ...target(id), ...job });
  const user = session.user;
  const thread = threadOf(id, true);
  thread.messages = [
    ...thread.messages,
    {
      id: localId,
      fromMe: true,
      nick: user?.user_nickname ?? '',
      avatar: user?.avatar || undefined,
      time: Math.floor(Date.now() / 1000),
      kind: job.image ? 'image' : 'text',
      text: job.text,
      image: job.image,
      state: 'sending',
    },
  ];
  void deliver(id, localId);
}

export const sendText = (id: string, text: string) => queue(id, { text });
export const retry = (id: string, localId: string) => void deliver(id, localId);

/** An image: uploaded to our store first, then sent with its size. */
export async function sendImage(id: string, file: File) {
  const url = await uploadImage(file);
  const size = await createImageBitmap(file).then(
    (b) => ({ width: b.width, height: b.height }),
    () => ({ width: 240, height: 240 }),
  );
  queue(id, { image: { url, ...size } });
}

// ── The message centre ──

export async function loadNotices(page = 1) {
  store.noticesError = null;
  try {
    const answer = await fetchNotices(page);
    const items = ((answer.data ?? []) as Parameters<typeof noticeView>[0][]).map(noticeView);
    store.notices = page === 1 ? items : [...(store.notices ?? []), ...items];
    store.noticesPage = page;
    store.noticesMore = page < (answer.last_page ?? 1);
    store.noticeUnread = answer.unread ?? 0;
  } catch (err) {
    store.noticesError = errorText(err);
  }
}

export async function markNoticeRead(id?: number) {
  for (const n of store.notices ?? []) if (id == null || n.id === id) n.read = true;
  const answer = await readNotice(id).catch(() => null);
  if (answer) store.noticeUnread = answer.unread;
}

// ── Events ──

function onMessage(m: ImMessage) {
  if (!isPrivateMessage(m)) return;
  const id = m.conversationID;
  const thread = store.threads[id];
  if (thread && !thread.messages.some((x) => x.id === m.ID)) thread.messages = [...thread.messages, messageView(m)];
  const known = store.conversations?.find((c) => c.conversationID === id);
  if (!known) {
    void loadConversations();
  } else {
    const unread = m.flow === 'in' && !isOnScreen(id) ? known.unreadCount + 1 : known.unreadCount;
    upsert({ ...known, lastMessage: m, unreadCount: unread });
  }
  if (m.flow !== 'in') return;
  if (isOnScreen(id)) void markRead(id);
  incomingSeq += 1;
  store.incoming = {
    seq: incomingSeq,
    conversationID: id,
    from: m.conversationType === 'GROUP' ? (known?.groupProfile?.name ?? m.nick) : m.nick,
    avatar: m.avatar || undefined,
    kind: m.type,
    text: m.type === 'text' ? (m.payload as { text: string }).text : undefined,
  };
}

/**
 * Starts listening for the session's IM (logged-in users): loads the list once the IM login is through
 * and keeps it current. Returns the stop function.
 */
export function startMessaging(): () => void {
  const client = imClient();
  const offs = [
    client.on('message', onMessage),
    client.on('receipt', ({ conversationID, state, upTo }) => {
      const thread = store.threads[conversationID];
      if (!thread) return;
      const end = thread.messages.findIndex((m) => m.id === upTo);
      if (end < 0) return;
      thread.messages = thread.messages.map((m, i) =>
        i <= end && m.fromMe && m.state !== 'failed' && m.state !== 'sending' && !(state === 'delivered' && m.state === 'read')
          ? { ...m, state }
          : m,
      );
    }),
    client.on('read', ({ conversationID }) => {
      const c = store.conversations?.find((x) => x.conversationID === conversationID);
      if (c) c.unreadCount = 0;
    }),
    client.on('group', () => void loadConversations(client)),
    client.on('notice', (n) => {
      store.notices = store.notices ? [noticeView(n), ...store.notices] : null;
      store.noticeUnread += 1;
    }),
    client.on('connection', ({ state }) => {
      // After a reconnect the list is read again, so nothing sent meanwhile is missed.
      if (state === 'connected' && store.conversations) void imReady().then(() => loadConversations(client));
    }),
  ];
  void imReady().then(() => loadConversations(client));
  void fetchNotices(1).then(
    (a) => {
      store.noticeUnread = a.unread ?? 0;
    },
    () => undefined,
  );
  void fetchEmojis().then(
    (e) => {
      store.emojis = e;
    },
    () => undefined,
  );
  const stopUnread = subscribe(store, () => {
    const total = (store.conversations ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
    if (messaging.unread !== total) messaging.unread = total;
  });
  return () => {
    for (const off of offs) off();
    stopUnread();
    messaging.unread = 0;
    store.conversations = null;
    store.threads = {};
    store.active = null;
    store.notices = null;
    store.incoming = null;
  };
}
