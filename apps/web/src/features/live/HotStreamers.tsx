import type { LiveRoom } from '@arena/api-client';
import { RoomList } from '@arena/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { takePrefetched } from '../../lib/prefetch';
import { fetchLiveList } from './api/rooms';
import * as styles from './Live.css';
import { HOT_STREAMERS, hotStreamersQuery } from './preload';
import { roomHref, toCard } from './rooms';

/** The home page's hot streamers: the hottest rooms on air. */
export function HotStreamers() {
  const navigate = useNavigate();
  const [rooms, setRooms] = useState<LiveRoom[] | null>(null);
  useEffect(() => {
    (takePrefetched<Awaited<ReturnType<typeof fetchLiveList>>>(HOT_STREAMERS) ?? fetchLiveList(hotStreamersQuery)).then(
      (d) => setRooms(d.data ?? []),
      () => setRooms([]),
    );
  }, []);
  return (
    <section aria-labelledby="hot-streamers" className={styles.homeSection}>
      <h2 id="hot-streamers" className={styles.subheading}>
        <FormattedMessage id="app.live.hotStreamers" />
      </h2>
      <RoomList rooms={rooms?.map(toCard) ?? null} hrefOf={(r) => roomHref(r.uid)} onNavigate={navigate} />
    </section>
  );
}
