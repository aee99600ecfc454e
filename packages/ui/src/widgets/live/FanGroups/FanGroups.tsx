import { useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './FanGroups.css';

export interface FanGroupRow {
  /** The chat group's id (`g<n>`), as Group/joinGroup takes it. */
  id: string;
  name: string;
  members: number;
  avatar?: string;
  /** The badge its members wear in the room's chat (at most 6 characters). */
  badge: string;
  joined: boolean;
}

export interface FanGroupsProps {
  /** null while loading. */
  groups: readonly FanGroupRow[] | null;
  /** Joins a group; rejects with the message to show. Without it (a visitor) the list asks to log in. */
  onJoin?: (id: string) => Promise<void>;
  onLogin?: () => void;
  /** Opens a joined group's chat (the private-message overlay). */
  onOpen?: (id: string) => void;
  error?: string;
}

/**
 * The streamer's fan groups in the room (issue 15, Live_streaming/getLiveGroupList): each with its
 * members and the badge its members wear in the chat; a viewer joins one, a member opens its chat.
 */
export function FanGroups({ groups, onJoin, onLogin, onOpen, error }: FanGroupsProps) {
  const t = useMessages('ui.live.fans');
  const [joining, setJoining] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const join = async (id: string) => {
    if (!onJoin) return;
    setJoining(id);
    setProblem(null);
    try {
      await onJoin(id);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setJoining(null);
    }
  };
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <h2 className={styles.title}>{t('title')}</h2>
      {error || problem ? (
        <p role="alert" className={styles.error}>
          {error ?? problem}
        </p>
      ) : null}
      {groups == null ? (
        error ? null : (
          <p role="status" className={styles.muted}>
            {t('loading')}
          </p>
        )
      ) : groups.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((g) => (
            <li key={g.id} className={styles.row}>
              <Avatar name={g.name} src={g.avatar} size="small" />
              <span className={styles.name}>
                <span className={styles.badge}>{g.badge}</span> {g.name}
                <span className={styles.muted}> {t('members', { count: g.members })}</span>
              </span>
              {g.joined ? (
                onOpen ? (
                  <Button
                    size="small"
                    variant="soft"
                    tone="neutral"
                    onClick={() => onOpen(g.id)}
                    aria-label={t('openOne', { name: g.name })}
                  >
                    {t('open')}
                  </Button>
                ) : (
                  <span className={styles.muted}>{t('joined')}</span>
                )
              ) : onJoin ? (
                <Button size="small" loading={joining === g.id} onClick={() => void join(g.id)} aria-label={t('joinOne', { name: g.name })}>
                  {t('join')}
                </Button>
              ) : (
                <Button size="small" variant="soft" tone="neutral" onClick={onLogin}>
                  {t('login')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
