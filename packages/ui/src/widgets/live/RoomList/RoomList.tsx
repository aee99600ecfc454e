import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { followLink } from '../../../primitives/Link/followLink';
import * as styles from './RoomList.css';

export interface RoomCardData {
  uid: number;
  title: string;
  thumb?: string;
  streamer: string;
  avatar?: string;
  heat: number;
  /** e.g. "Arsenal 1 - 0 Chelsea" when the room shows a match. */
  match?: string | null;
}

export interface RoomListProps {
  rooms: readonly RoomCardData[] | null;
  /** The address of a room (e.g. /live?uid=…). */
  hrefOf: (room: RoomCardData) => string;
  onNavigate?: (href: string) => void;
  /** Shown when `rooms` is empty. */
  emptyText?: string;
  /** Placeholder cards while `rooms` is null (default 8: two rows on a desktop, four on a phone). */
  skeletonCards?: number;
}

/** Cards fetched at once rather than lazily: the first row on a desktop, two rows on a phone. */
const EAGER_COVERS = 4;
/** A card is a quarter of the content column on a desktop (about 240 px), half the screen on a phone. */
const COVER_SIZES = '(max-width: 600px) 50vw, 280px';

/**
 * An uploaded cover at the widths cards show (the server makes AVIF/WebP copies at these widths,
 * apps/server/src/services/image-variants.ts); generated art (SVG) and other hosts' pictures as they are.
 */
export function coverSrcSet(src: string): string | undefined {
  if (!/\/uploads\/[a-f0-9]+\.(png|jpg)$/.test(src)) return undefined;
  return [160, 320, 480, 640].map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

/** A grid of live rooms (anchor list, home hot streamers, follows). */
export function RoomList({ rooms, hrefOf, onNavigate, emptyText, skeletonCards = 8 }: RoomListProps) {
  const intl = useIntl();
  if (rooms == null)
    // Cards of the real cards' size while the list loads, so nothing below moves when it arrives (issue 13).
    return (
      <div aria-busy="true">
        <p className={visuallyHidden} role="status">
          {intl.formatMessage({ id: 'ui.live.rooms.loading' })}
        </p>
        <ul className={styles.cardGrid} aria-hidden="true" data-testid="room-skeleton">
          {Array.from({ length: skeletonCards }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their place
            <li key={i} className={styles.skeletonCard}>
              <span className={styles.cardThumb} />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>
                  <span className={styles.skeletonBar}>&nbsp;</span>
                </span>
                <span className={styles.cardMeta}>
                  <span className={styles.cardStreamer}>
                    <span className={styles.skeletonAvatar} />
                    <span className={styles.skeletonName}>&nbsp;</span>
                  </span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  if (rooms.length === 0) return <p className={styles.muted}>{emptyText ?? intl.formatMessage({ id: 'ui.live.rooms.empty' })}</p>;
  return (
    <ul className={styles.cardGrid}>
      {rooms.map((r, index) => {
        const href = hrefOf(r);
        return (
          <li key={r.uid}>
            <a className={styles.card} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
              {r.thumb ? (
                <img
                  className={styles.cardThumb}
                  src={r.thumb}
                  srcSet={coverSrcSet(r.thumb)}
                  sizes={COVER_SIZES}
                  width={320}
                  height={180}
                  alt=""
                  // The first row is what a phone shows first: fetched at once; the rest as they scroll in.
                  loading={index < EAGER_COVERS ? 'eager' : 'lazy'}
                  fetchPriority={index < EAGER_COVERS ? 'high' : undefined}
                  decoding="async"
                />
              ) : (
                <span className={styles.cardThumb} />
              )}
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{r.title}</span>
                <span className={styles.cardMeta}>
                  <span className={styles.cardStreamer}>
                    <Avatar name={r.streamer} src={r.avatar} size="xsmall" />
                    <span className={styles.ellipsis}>{r.streamer}</span>
                  </span>
                  <span className={styles.muted}>{intl.formatMessage({ id: 'ui.live.header.heat' }, { heat: r.heat })}</span>
                </span>
                {r.match ? <span className={styles.muted}>{r.match}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
