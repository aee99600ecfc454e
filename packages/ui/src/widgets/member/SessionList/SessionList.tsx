import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { Badge } from '../../../primitives/Feedback/Feedback';
import * as styles from './SessionList.css';

export const sessionDevices = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;
export type SessionDevice = (typeof sessionDevices)[number];

/** A signed-in session (Member/sessionList). */
export interface MemberSession {
  id: number;
  device: SessionDevice;
  os: string;
  browser: string;
  /** Unix seconds. */
  created_at: number;
  last_seen_at: number;
  current: boolean;
}

export interface SessionListProps {
  /** null while loading. */
  sessions: readonly MemberSession[] | null;
  /** Signs one other session out; rejects with the message to show. */
  onSignOut: (id: number) => Promise<void>;
  /** Signs every session out, this one too (the app then shows the logged-out state). */
  onSignOutAll: () => Promise<void>;
}

/**
 * The personal centre's signed-in devices (issue 14, issue 12's "sign out everywhere"): each session's
 * device, browser and times, the current one marked; another one signed out, or all of them, after a
 * confirmation. Focus returns to the button that opened a confirmation; when that button's row is
 * gone, to the list's heading. Device names come from the client's User-Agent: shown as text only.
 */
export function SessionList({ sessions, onSignOut, onSignOutAll }: SessionListProps) {
  const intl = useIntl();
  const t = useMessages('ui.member.sessions');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const when = (s: number) => intl.formatDate(s * 1000, { dateStyle: 'medium', timeStyle: 'short' });
  const nameOf = (s: MemberSession) => [t(`device.${s.device}`), s.browser || t('unknownBrowser'), s.os].filter(Boolean).join(' · ');

  // The confirmation returns focus to its button; when that button's row has left the list (signed
  // out), focus would fall to the page, so the list's heading takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes
  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [sessions]);

  const act = async (which: number | 'all', action: () => Promise<void>, done: string | null) => {
    setBusy(which);
    setStatus(null);
    try {
      await action();
      if (done) setStatus({ tone: 'ok', text: done });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={sessions == null || undefined}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={`${styles.heading} ${styles.headingTarget}`}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('description')}</p>
      {sessions == null ? (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={`${id}-title`}>
          {sessions.map((s) => (
            <li key={s.id} className={styles.item} data-testid="session-item">
              <div>
                <p className={styles.name}>
                  <span>{nameOf(s)}</span>
                  {s.current ? <Badge tone="positive">{t('current')}</Badge> : null}
                </p>
                <p className={styles.muted}>
                  {t('loggedIn', { time: when(s.created_at) })} · {t('lastSeen', { time: when(s.last_seen_at) })}
                </p>
              </div>
              {s.current ? (
                <span />
              ) : (
                <ConfirmDialog
                  title={t('confirmOne')}
                  message={t('confirmOneMessage', { device: nameOf(s) })}
                  confirmLabel={t('signOut')}
                  tone="critical"
                  onConfirm={() => void act(s.id, () => onSignOut(s.id), t('signedOut'))}
                  trigger={
                    <Button
                      variant="soft"
                      tone="neutral"
                      size="small"
                      loading={busy === s.id}
                      aria-label={t('signOutLabel', { device: nameOf(s) })}
                    >
                      {t('signOut')}
                    </Button>
                  }
                />
              )}
            </li>
          ))}
          {sessions.length <= 1 ? <li className={styles.muted}>{t('empty')}</li> : null}
        </ul>
      )}
      <div className={styles.footer}>
        <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
          {status?.text}
        </p>
        <ConfirmDialog
          title={t('confirmAll')}
          message={t('confirmAllMessage')}
          confirmLabel={t('signOutAll')}
          tone="critical"
          onConfirm={() => void act('all', onSignOutAll, null)}
          trigger={
            <Button tone="critical" variant="soft" loading={busy === 'all'} disabled={sessions == null}>
              {t('signOutAll')}
            </Button>
          }
        />
      </div>
    </section>
  );
}
