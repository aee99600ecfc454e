import type { LiveRoom } from '@arena/api-client';
import { Avatar } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { fetchLiveList } from './api/rooms';
import * as styles from './Live.css';
import { roomHref } from './rooms';

/** `/rank`: streamers on air by heat (getLiveList answers hottest first). */
export default function RankPage() {
  const intl = useIntl();
  const [rooms, setRooms] = useState<LiveRoom[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchLiveList({ type: -1, page: 1, limit: 50 }).then(
      (d) => setRooms(d.data ?? []),
      (e) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  return (
    <section className={styles.page} aria-labelledby="rank-title">
      <h1 id="rank-title" className={styles.heading}>
        {intl.formatMessage({ id: 'app.live.rankTitle' })}
      </h1>
      {error ? <p role="alert">{intl.formatMessage({ id: 'app.live.error' }, { message: error })}</p> : null}
      {rooms == null && !error ? <p role="status">{intl.formatMessage({ id: 'ui.live.rooms.loading' })}</p> : null}
      {rooms?.length === 0 ? <p>{intl.formatMessage({ id: 'ui.live.rooms.empty' })}</p> : null}
      <ol className={styles.rankPage}>
        {rooms?.map((r, i) => (
          <li key={r.uid} className={styles.rankPageRow}>
            <strong>{i + 1}</strong>
            <Avatar name={r.user_nickname ?? ''} src={r.avatar} size="small" />
            <Link to={roomHref(r.uid)}>{r.user_nickname}</Link>
            <span className={styles.grow}>{r.title}</span>
            <span>{intl.formatMessage({ id: 'ui.live.header.heat' }, { heat: Number(r.heat ?? 0) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
