import type { ImMessage, TextPayload } from '@arena/realtime';
import { type ChatMessageView, type ConversationSummary, KefuDesk } from '@arena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageView } from '../../lib/imMessageView';
import { fetchKefuConversations, fetchKefuMessages, markKefuRead, replyKefu } from './api';

/** The list is read again this often while the desk is open: users write to the service account, not to the operator. */
export const KEFU_POLL_MS = 15_000;

type Row = Awaited<ReturnType<typeof fetchKefuConversations>>['data'][number];

const summaryOf = (r: Row): ConversationSummary => {
  const last = r.last_message as unknown as ImMessage;
  return {
    id: `C2C${r.uid}`,
    kind: 'user',
    name: r.user_nickname,
    avatar: r.avatar || undefined,
    unread: r.unread,
    last: {
      kind: last.type,
      text: last.type === 'text' ? (last.payload as TextPayload).text : undefined,
      time: last.time,
      fromMe: last.flow === 'out',
    },
  };
};

interface Thread {
  uid: number;
  messages: ChatMessageView[] | null;
  before: string;
  complete: boolean;
  loadingMore: boolean;
  error: string | null;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
/** Messages of `more` not already in `known`, by id. */
const fresh = (known: readonly ChatMessageView[], more: readonly ChatMessageView[]) => {
  const ids = new Set(known.map((m) => m.id));
  return more.filter((m) => !ids.has(m.id));
};

/**
 * Customer service (issue 16): the users who wrote to the service account, one conversation open with
 * its pages of history, marked read when opened (the user gets the read receipt), and the reply box.
 * A reply shows at once as sending, then as the server stored it; a failed one keeps its reason and a retry.
 */
export function KefuSection() {
  const intl = useIntl();
  const [list, setList] = useState<ConversationSummary[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const serial = useRef(0);

  /** Reads the open conversation's latest page and adds what is new at the bottom (then marks it read). */
  const catchUp = useCallback(async (uid: number) => {
    const page = await fetchKefuMessages(uid);
    const latest = (page.messageList as unknown as ImMessage[]).map(messageView);
    setThread((t) =>
      t && t.uid === uid
        ? {
            ...t,
            messages: t.messages ? [...t.messages, ...fresh(t.messages, latest)] : latest,
            before: t.messages ? t.before : page.nextReqMessageID,
            complete: t.messages ? t.complete : page.isCompleted,
            error: null,
          }
        : t,
    );
    await markKefuRead(uid);
    setList((l) => l?.map((c) => (c.id === `C2C${uid}` ? { ...c, unread: 0 } : c)) ?? l);
  }, []);

  const loadList = useCallback(async () => {
    try {
      const rows = (await fetchKefuConversations()).data.map(summaryOf);
      setListError(null);
      setList(rows);
      // A new message in the open conversation: bring it in (and mark it read).
      const open = threadRef.current;
      const row = open && rows.find((r) => r.id === `C2C${open.uid}`);
      if (open?.messages && row && row.unread > 0) await catchUp(open.uid);
    } catch (err) {
      setListError(errorText(err));
    }
  }, [catchUp]);

  useEffect(() => {
    void loadList();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadList();
    }, KEFU_POLL_MS);
    return () => clearInterval(timer);
  }, [loadList]);

  const select = (id: string) => {
    const uid = Number(id.slice(3));
    setThread({ uid, messages: null, before: '', complete: true, loadingMore: false, error: null });
    catchUp(uid).catch((err) => setThread((t) => (t && t.uid === uid ? { ...t, error: errorText(err) } : t)));
  };

  const loadMore = () => {
    const t = threadRef.current;
    if (!t?.messages || t.complete || t.loadingMore) return;
    setThread({ ...t, loadingMore: true });
    fetchKefuMessages(t.uid, t.before).then(
      (page) => {
        const older = (page.messageList as unknown as ImMessage[]).map(messageView);
        setThread((c) =>
          c && c.uid === t.uid && c.messages
            ? {
                ...c,
                messages: [...fresh(c.messages, older), ...c.messages],
                before: page.nextReqMessageID,
                complete: page.isCompleted,
                loadingMore: false,
              }
            : c,
        );
      },
      () => setThread((c) => (c && c.uid === t.uid ? { ...c, loadingMore: false } : c)),
    );
  };

  const send = (uid: number, text: string, localId: string) => {
    replyKefu(uid, text).then(
      (sent) => {
        const stored = messageView(sent as unknown as ImMessage);
        setThread((t) =>
          t && t.uid === uid && t.messages ? { ...t, messages: t.messages.map((m) => (m.id === localId ? stored : m)) } : t,
        );
        void loadList();
      },
      (err) =>
        setThread((t) =>
          t && t.uid === uid && t.messages
            ? { ...t, messages: t.messages.map((m) => (m.id === localId ? { ...m, state: 'failed' as const, error: errorText(err) } : m)) }
            : t,
        ),
    );
  };

  const reply = (text: string) => {
    const t = threadRef.current;
    if (!t?.messages) return;
    const localId = `local-${++serial.current}`;
    const pending: ChatMessageView = {
      id: localId,
      fromMe: true,
      nick: '',
      time: Math.floor(Date.now() / 1000),
      kind: 'text',
      text,
      state: 'sending',
    };
    setThread({ ...t, messages: [...t.messages, pending] });
    send(t.uid, text, localId);
  };

  const retry = (id: string) => {
    const t = threadRef.current;
    const failed = t?.messages?.find((m) => m.id === id);
    if (!t?.messages || !failed?.text) return;
    setThread({ ...t, messages: t.messages.map((m) => (m.id === id ? { ...m, state: 'sending' as const, error: undefined } : m)) });
    send(t.uid, failed.text, id);
  };

  const open = thread ? list?.find((c) => c.id === `C2C${thread.uid}`) : undefined;
  return (
    <KefuDesk
      conversations={list}
      selectedId={thread ? `C2C${thread.uid}` : null}
      onSelect={select}
      error={listError}
      onRetry={() => void loadList()}
      onRefresh={() => void loadList().then(() => (threadRef.current ? catchUp(threadRef.current.uid) : undefined))}
      onReply={reply}
      thread={
        thread
          ? {
              title: open?.name.trim() || intl.formatMessage({ id: 'ui.messaging.defaultNick' }),
              messages: thread.messages,
              hasMore: !thread.complete,
              loadingMore: thread.loadingMore,
              onLoadMore: loadMore,
              error: thread.messages ? null : thread.error,
              onReload: () => select(`C2C${thread.uid}`),
              onRetry: retry,
            }
          : null
      }
    />
  );
}
