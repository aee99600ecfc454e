import { useIntl } from 'react-intl';
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
}

/** A grid of live rooms (anchor list, home hot streamers, follows). */
export function RoomList({ rooms, hrefOf, onNavigate, emptyText }: RoomListProps) {
  const intl = useIntl();
  if (rooms == null)
    return (
      <p className={styles.muted} role="status">
        {intl.formatMessage({ id: 'ui.live.rooms.loading' })}
      </p>
    );
  if (rooms.length === 0) return <p className={styles.muted}>{emptyText ?? intl.formatMessage({ id: 'ui.live.rooms.empty' })}</p>;
  return (
    <ul className={styles.cardGrid}>
      {rooms.map((r) => {
        const href = hrefOf(r);
        return (
          <li key={r.uid}>
            <a className={styles.card} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
              {r.thumb ? <img className={styles.cardThumb} src={r.thumb} alt="" loading="lazy" /> : <span className={styles.cardThumb} />}
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
