import type { LiveRoom } from '@arena/api-client';
import { Button, RoomList } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { fetchEsportsRooms } from './api';
import * as styles from './Esports.css';
import { esportsCard } from './model';

// /gaming (SPEC §2, tab 2; issue 19): the esports rooms on air (getLiveList type 2) as the room cards
// of /anchor, each with the series it is bound to and that series' score.

export default function GamingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [rooms, setRooms] = useState<LiveRoom[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [last, setLast] = useState(1);
  useEffect(() => {
    let stale = false;
    setError(null);
    fetchEsportsRooms(page).then(
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
  }, [page]);
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `app.esports.${key}` }, values);
  const bestOf = (n: number) => intl.formatMessage({ id: 'ui.esports.bestOf' }, { count: n });
  return (
    <section className={styles.page} aria-labelledby="gaming-title">
      <h1 id="gaming-title" className={styles.title}>
        {t('rooms.title')}
      </h1>
      <nav className={styles.links} aria-label={t('list.title')}>
        <Link className={styles.link} to="/gamingList">
          {t('rooms.allMatches')}
        </Link>
      </nav>
      {error ? (
        <p role="alert">{t('rooms.error', { message: error })}</p>
      ) : (
        <RoomList
          rooms={rooms?.map((r) => esportsCard(r, bestOf)) ?? null}
          hrefOf={(r) => `/live?uid=${r.uid}`}
          onNavigate={navigate}
          emptyText={t('rooms.empty')}
        />
      )}
      {rooms && page < last ? (
        <Button variant="soft" tone="neutral" onClick={() => setPage((p) => p + 1)}>
          {t('rooms.more')}
        </Button>
      ) : null}
    </section>
  );
}
