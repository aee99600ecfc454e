import { Button, EmptyState } from '@arena/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openMessages } from '../../session/messaging';
import { openLogin, session } from '../../session/store';
import * as styles from './Messaging.css';
import { MessagingView } from './MessagingView';

/**
 * /chat-chat (spec §2 tab 12): the messaging screen as a page; a visitor is asked to log in.
 * `?uid=N` opens the conversation with user N: the "send message" link of a user card.
 */
export default function ChatPage() {
  const intl = useIntl();
  const { user } = useSnapshot(session);
  const [search] = useSearchParams();
  const uid = Number(search.get('uid'));
  useEffect(() => {
    if (user && Number.isInteger(uid) && uid > 0 && uid !== user.id) openMessages({ uid, name: search.get('name') ?? '' });
  }, [user, uid, search]);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{intl.formatMessage({ id: 'app.messaging.title' })}</h1>
      {user ? (
        <MessagingView />
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: 'app.messaging.loginFirst' })}
          action={<Button onClick={() => openLogin()}>{intl.formatMessage({ id: 'app.messaging.login' })}</Button>}
        />
      )}
    </div>
  );
}
