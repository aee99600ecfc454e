import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import * as styles from '../shared.css';

export interface KickedRow {
  uid: number;
  nick: string;
  avatar?: string;
  /** When the kick ends (Unix seconds): 24 hours after it was made. */
  until: number;
}

export interface KickedListProps {
  /** null while loading. */
  rows: readonly KickedRow[] | null;
  /** Lifts a kick early, after confirmation; without it the list is read-only. Rejects with the message to show. */
  onLift?: (uid: number) => Promise<void>;
  error?: string;
}

/** Who is kicked out of the room and until when (Live_streaming/liveKickoutList), with lifting (issue 15). */
export function KickedList({ rows, onLift, error }: KickedListProps) {
  const t = useMessages('ui.moderation.kicked');
  const intl = useIntl();
  const [lifting, setLifting] = useState<KickedRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('title')}</h2>
        {rows ? <span className={styles.muted}>{t('count', { count: rows.length })}</span> : null}
      </div>
      {error || problem ? (
        <p role="alert" className={styles.error}>
          {error ?? problem}
        </p>
      ) : null}
      {rows == null ? (
        error ? null : (
          <p role="status" className={styles.muted}>
            {t('loading')}
          </p>
        )
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((r) => (
            <li key={r.uid} className={styles.row}>
              <Avatar name={r.nick} src={r.avatar} size="small" />
              <span className={styles.name}>
                {r.nick}{' '}
                <span className={styles.muted}>
                  {t('until', {
                    time: intl.formatDate(r.until * 1000, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }),
                  })}
                </span>
              </span>
              {onLift ? (
                <Button size="small" variant="soft" onClick={() => setLifting(r)} aria-label={t('liftOne', { nick: r.nick })}>
                  {t('lift')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={lifting !== null}
        onOpenChange={(o) => {
          if (!o) setLifting(null);
        }}
        title={t('liftTitle')}
        message={t('liftConfirm', { nick: lifting?.nick ?? '' })}
        onConfirm={() => {
          if (lifting && onLift) {
            setProblem(null);
            void onLift(lifting.uid).catch((err) => setProblem(err instanceof Error ? err.message : String(err)));
          }
          setLifting(null);
        }}
      />
    </section>
  );
}
