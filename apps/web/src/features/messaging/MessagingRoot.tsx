import { Dialog, LiveAnnouncer, NewMessageNotice, useAnnounce } from '@arena/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routePathOf } from '../../lib/mobileSite';
import { closeMessages, messaging, openMessages } from '../../session/messaging';
import * as styles from './Messaging.css';
import { MessagingView } from './MessagingView';
import { type IncomingNotice, openUser, select, startMessaging, store } from './store';

/** Several messages in a burst are read as one announcement (the latest), not a flood. */
const ANNOUNCE_INTERVAL_MS = 2_000;
/** The new-message notice leaves by itself after this long. */
const NOTICE_MS = 8_000;

/** Opens the conversation a user card or the nav asked for, once the overlay shows. */
function useTarget(open: boolean) {
  const { target } = useSnapshot(messaging);
  useEffect(() => {
    if (!open || !target) return;
    if (target.uid != null) openUser(target.uid, target.name ?? '');
    else if (target.conversationID) select(target.conversationID);
    messaging.target = null;
  }, [open, target]);
}

/** The small notice and the one polite announcement per new message while no conversation view shows. */
function Incoming() {
  const intl = useIntl();
  const announce = useAnnounce();
  const { incoming, viewing, emojis } = useSnapshot(store);
  const [shown, setShown] = useState<IncomingNotice | null>(null);
  const lastSeq = useRef(0);
  useEffect(() => {
    if (!incoming || incoming.seq === lastSeq.current) return;
    lastSeq.current = incoming.seq;
    if (viewing > 0) return;
    setShown(incoming);
    const preview =
      incoming.kind === 'text'
        ? (incoming.text ?? '')
        : intl.formatMessage({ id: incoming.kind === 'image' ? 'ui.messaging.notice.image' : 'ui.messaging.notice.custom' });
    announce(intl.formatMessage({ id: 'app.messaging.announce' }, { name: incoming.from, text: preview.slice(0, 80) }));
  }, [incoming, viewing, announce, intl]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    if (viewing > 0) setShown(null);
  }, [viewing]);
  if (!shown) return null;
  return (
    <NewMessageNotice
      from={shown.from}
      avatar={shown.avatar}
      kind={shown.kind}
      text={shown.text}
      emojis={emojis}
      onOpen={() => {
        setShown(null);
        openMessages({ conversationID: shown.conversationID });
      }}
      onDismiss={() => setShown(null)}
    />
  );
}

/**
 * Private messaging for a logged-in user on every page (issue 16): the store listening to the IM,
 * the private-message overlay (the nav's 私信 entry opens it), the new-message notice and its
 * announcement. The /chat-chat page shows the same view, so the overlay stays closed there.
 */
export default function MessagingRoot() {
  const intl = useIntl();
  const { open } = useSnapshot(messaging);
  const onPage = routePathOf(useLocation().pathname) === '/chat-chat';
  useEffect(() => startMessaging(), []);
  useTarget(open || onPage);
  useEffect(() => {
    if (onPage && open) closeMessages();
  }, [onPage, open]);
  return (
    <LiveAnnouncer minInterval={ANNOUNCE_INTERVAL_MS}>
      <Dialog
        open={open && !onPage}
        onOpenChange={(o) => (o ? openMessages() : closeMessages())}
        title={intl.formatMessage({ id: 'app.messaging.title' })}
        width={960}
      >
        <div className={styles.overlayBody}>{open && !onPage ? <MessagingView /> : null}</div>
      </Dialog>
      <Incoming />
    </LiveAnnouncer>
  );
}
