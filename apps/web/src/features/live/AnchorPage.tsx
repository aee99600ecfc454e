import type { LiveRoom } from '@arena/api-client';
import { RoomList } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchLiveList } from './api/rooms';
import * as styles from './Live.css';
import { ANCHOR_TYPES, liveListType, roomHref, toCard } from './rooms';

/** `/anchor?type=0|1|2|3` (optional competition `id` and its `name`): the rooms on air. */
export default function AnchorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = Number(params.get('type') ?? 0);
  const id = params.get('id');
  const name = params.get('name');
  const [rooms, setRooms] = useState<LiveRoom[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [last, setLast] = useState(1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type or competition starts the list over
  useEffect(() => {
    setRooms(null);
    setPage(1);
  }, [type, id]);

  useEffect(() => {
    let stale = false;
    setError(null);
    fetchLiveList({ type: liveListType(type), page, limit: 24, ...(id ? { id: Number(id) } : {}) }).then(
      (data) => {
        if (stale) return;
        setRooms((old) => (page === 1 ? (data.data ?? []) : [...(old ?? []), ...(data.data ?? [])]));
        setLast(Number(data.last_page ?? 1));
      },
      (err) => !stale && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      stale = true;
    };
  }, [type, id, page]);

  return (
    <section className={styles.page} aria-labelledby="anchor-title">
      <h1 id="anchor-title" className={styles.heading}>
        {name ?? intl.formatMessage({ id: `app.live.type${ANCHOR_TYPES.includes(type as 0) ? type : 0}` })}
      </h1>
      {error ? (
        <p role="alert">{intl.formatMessage({ id: 'app.live.error' }, { message: error })}</p>
      ) : (
        <RoomList rooms={rooms?.map(toCard) ?? null} hrefOf={(r) => roomHref(r.uid)} onNavigate={navigate} />
      )}
      {rooms && page < last ? (
        <button type="button" className={styles.linkButton} onClick={() => setPage((p) => p + 1)}>
          {intl.formatMessage({ id: 'app.live.more' })}
        </button>
      ) : null}
    </section>
  );
}
