import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button, VisuallyHidden } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { Badge } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Link } from '../../../primitives/Link/Link';
import { maskKey } from '../rules';
import * as styles from './GoLivePanel.css';

export interface IngestInfo {
  /** The RTMP server OBS pushes to (live_getLiveUrl's push_url); empty when this server takes no pushes. */
  pushUrl: string;
  /** The streamer's secret stream key. */
  streamKey: string;
}

export interface GoLivePanelProps {
  /** The push address and key; null while loading. */
  ingest: IngestInfo | null;
  /** Whether the room is live now, and how many watch. */
  live: boolean;
  viewers?: number;
  /** The streamer's own room page. */
  roomHref: string;
  onNavigate?: (href: string) => void;
  /** Starts the broadcast (live_startRoom); rejects with the message to show. */
  onStart: () => Promise<void>;
  /** Ends the broadcast (live_endRoom), after the confirmation; rejects with the message to show. */
  onEnd: () => Promise<void>;
  /** Issues a new stream key, after the confirmation; absent when the server has no reset. */
  onResetKey?: () => Promise<void>;
  /** Puts text on the clipboard; the browser's clipboard unless told. */
  copy?: (text: string) => Promise<void>;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;
const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The anchor centre's go-live panel, as Huya, Douyu and Twitch dashboards have it: the room's state,
 * the RTMP push address and the stream key for OBS (the key hidden until shown; each copied with a
 * "copied" status), resetting the key and ending the broadcast behind a confirmation (spec §8 style),
 * and starting it. Focus returns to the button that opened a confirmation.
 */
export function GoLivePanel({
  ingest,
  live,
  viewers,
  roomHref,
  onNavigate,
  onStart,
  onEnd,
  onResetKey,
  copy = clipboardCopy,
}: GoLivePanelProps) {
  const t = useMessages('ui.anchorCentre.live');
  const id = useId();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [confirm, setConfirm] = useState<'reset' | 'end' | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = async (action: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await action();
      if (mounted.current) setStatus({ tone: 'ok', text: done });
    } catch (err) {
      if (mounted.current) setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  const copyText = async (text: string, what: string) => {
    try {
      await copy(text);
      setStatus({ tone: 'ok', text: t('copied', { what }) });
    } catch {
      setStatus({ tone: 'error', text: t('copyFailed') });
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="go-live-panel">
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('title')}
        </h2>
        <Badge tone={live ? 'live' : 'neutral'}>{live ? t('stateLive') : t('stateOff')}</Badge>
        {live && viewers !== undefined ? <span className={styles.muted}>{t('viewers', { count: viewers })}</span> : null}
      </div>
      <p className={styles.muted}>{t('obsHint')}</p>
      {ingest ? (
        <dl className={styles.fields}>
          <dt className={styles.term}>{t('pushUrl')}</dt>
          <dd className={styles.value}>
            {ingest.pushUrl ? (
              <>
                <code className={styles.code} data-testid="push-url">
                  {ingest.pushUrl}
                </code>
                <Button size="small" variant="soft" onClick={() => void copyText(ingest.pushUrl, t('pushUrl'))}>
                  {t('copyUrl')}
                </Button>
              </>
            ) : (
              <span className={styles.muted}>{t('pushUrlNone')}</span>
            )}
          </dd>
          <dt className={styles.term}>{t('streamKey')}</dt>
          <dd className={styles.value}>
            <code className={styles.code} data-testid="stream-key">
              {shown ? (
                ingest.streamKey
              ) : (
                <>
                  <span aria-hidden="true">{maskKey(ingest.streamKey)}</span>
                  <VisuallyHidden>{t('masked')}</VisuallyHidden>
                </>
              )}
            </code>
            <Button size="small" variant="ghost" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
              {shown ? t('hide') : t('show')}
            </Button>
            <Button size="small" variant="soft" onClick={() => void copyText(ingest.streamKey, t('streamKey'))}>
              {t('copyKey')}
            </Button>
            {onResetKey ? (
              <ConfirmDialog
                open={confirm === 'reset'}
                onOpenChange={(o) => setConfirm(o ? 'reset' : null)}
                trigger={
                  <Button size="small" variant="ghost" tone="critical">
                    {t('resetKey')}
                  </Button>
                }
                title={t('resetTitle')}
                message={t('resetMessage')}
                confirmLabel={t('resetConfirm')}
                tone="critical"
                onConfirm={() => void run(onResetKey, t('resetDone'))}
              />
            ) : null}
          </dd>
        </dl>
      ) : null}
      <div className={styles.actions}>
        {live ? (
          <ConfirmDialog
            open={confirm === 'end'}
            onOpenChange={(o) => setConfirm(o ? 'end' : null)}
            trigger={
              <Button tone="critical" loading={busy}>
                {t('end')}
              </Button>
            }
            title={t('endTitle')}
            message={t('endMessage')}
            confirmLabel={t('end')}
            tone="critical"
            onConfirm={() => void run(onEnd, t('ended'))}
          />
        ) : (
          <Button loading={busy} onClick={() => void run(onStart, t('started'))}>
            {t('start')}
          </Button>
        )}
        <Link href={roomHref} onClick={(e) => followLink(e, roomHref, onNavigate)}>
          {t('watch')}
        </Link>
      </div>
      <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
    </section>
  );
}
