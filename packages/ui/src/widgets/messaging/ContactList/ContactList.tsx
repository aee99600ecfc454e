import { type ReactNode, useMemo } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { groupContacts } from '../format';
import type { Contact, GroupSummary } from '../types';
import * as styles from './ContactList.css';

export interface ContactListProps {
  /** Group/addressBook; null while loading. */
  contacts: readonly Contact[] | null;
  error?: string | null;
  onRetry?: () => void;
  /** Starts (or opens) the conversation with a user. */
  onMessage: (contact: Contact) => void;
  /** Group/getRecommendUserList: people to chat with. */
  recommendedUsers?: readonly Contact[];
  /** Group/getRecommendGroupList: groups to join. */
  recommendedGroups?: readonly GroupSummary[];
  onJoinGroup?: (group: GroupSummary) => void;
}

/**
 * Contacts grouped alphabetically by nick (spec §3; Chinese by pinyin initial, an empty nick as the
 * default nickname), then recommended users and groups. Nicks are user text: text only.
 */
export function ContactList({
  contacts,
  error,
  onRetry,
  onMessage,
  recommendedUsers = [],
  recommendedGroups = [],
  onJoinGroup,
}: ContactListProps) {
  const t = useMessages('ui.messaging.contacts');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const groups = useMemo(() => (contacts ? groupContacts(contacts, defaultNick) : []), [contacts, defaultNick]);

  const person = (c: Contact) => (
    <button type="button" className={styles.row} onClick={() => onMessage(c)} title={t('message', { name: c.nick.trim() || defaultNick })}>
      <Avatar name={c.nick.trim() || defaultNick} src={c.avatar} size="small" />
      <span className={styles.ellipsis}>{c.nick.trim() || defaultNick}</span>
    </button>
  );

  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (contacts == null)
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <Skeleton lines={3} />
      </div>
    );
  else if (contacts.length === 0) body = <EmptyState title={t('empty')} description={t('emptyHint')} />;
  else
    body = groups.map((g) => (
      <div key={g.letter}>
        <h4 className={styles.letter} id={`contacts-${g.letter}`}>
          {g.letter}
        </h4>
        <ul className={styles.list} aria-labelledby={`contacts-${g.letter}`}>
          {g.contacts.map((c) => (
            <li key={c.uid}>{person(c)}</li>
          ))}
        </ul>
      </div>
    ));

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-label={t('title')}>
        <h3 className={styles.sectionTitle}>{t('title')}</h3>
        {contacts == null || error || contacts.length === 0 ? <div className={styles.state}>{body}</div> : body}
      </section>
      {recommendedUsers.length > 0 ? (
        <section className={styles.section} aria-label={t('recommendedUsers')}>
          <h3 className={styles.sectionTitle}>{t('recommendedUsers')}</h3>
          <ul className={styles.list}>
            {recommendedUsers.map((c) => (
              <li key={c.uid}>{person(c)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {recommendedGroups.length > 0 ? (
        <section className={styles.section} aria-label={t('recommendedGroups')}>
          <h3 className={styles.sectionTitle}>{t('recommendedGroups')}</h3>
          <ul className={styles.list}>
            {recommendedGroups.map((g) => (
              <li key={g.id} className={styles.groupRow}>
                <Avatar name={g.name} src={g.avatar} size="small" />
                <span className={styles.grow}>
                  <span className={styles.ellipsis}>{g.name}</span>
                  <span className={styles.muted}>{t('members', { count: g.members })}</span>
                </span>
                {onJoinGroup ? (
                  <Button size="small" variant="soft" onClick={() => onJoinGroup(g)} aria-label={t('joinLabel', { name: g.name })}>
                    {t('join')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
