import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './PlaybackList.css';

/** One past broadcast (getLivePlaybackList). */
export interface PlaybackItem {
  id: number;
  title: string;
  thumb?: string;
  /** Start, unix seconds. */
  time: number;
  /** Length in seconds. */
  duration: number;
}

export interface PlaybackListProps {
  /** Newest first; null while loading. */
  items: readonly PlaybackItem[] | null;
  /** A load failure to show instead of the list. */
  error?: string | null;
  onPlay: (item: PlaybackItem) => void;
  /** Shown when more pages exist. */
  onMore?: () => void;
}

/** `h:mm:ss`, or `m:ss` under an hour. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The streamer's past broadcasts (spec §2 live room: playback), each playable, with an empty state. */
export function PlaybackList({ items, error, onPlay, onMore }: PlaybackListProps) {
  const intl = useIntl();
  const t = useMessages('ui.live.playback');
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <h2 className={styles.panelTitle}>{t('title')}</h2>
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : items == null ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.playbackRow} data-testid="playback-item">
              {item.thumb ? (
                <img className={styles.playbackThumb} src={item.thumb} alt="" loading="lazy" />
              ) : (
                <span className={styles.playbackThumb} />
              )}
              <span className={styles.playbackText}>
                <span className={styles.ellipsis}>{item.title}</span>
                <span className={styles.muted}>
                  {intl.formatDate(item.time * 1000, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                  {t('duration', { duration: formatDuration(item.duration) })}
                </span>
              </span>
              <Button
                size="small"
                variant="soft"
                onClick={() => onPlay(item)}
                aria-label={t('playNamed', { title: item.title, date: intl.formatDate(item.time * 1000, { dateStyle: 'medium' }) })}
              >
                {t('play')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {onMore && items?.length ? (
        <Button size="small" variant="ghost" onClick={onMore}>
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}
