import { type FollowedStreamer, FollowList } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openMessages } from '../../../session/messaging';
import { fetchFollows, unfollow } from './api';

const PAGE_SIZE = 20;

interface Row {
  uid: number;
  user_nickname?: string;
  avatar?: string;
  islive?: number;
  fans?: number;
  title?: string;
}

const toFollowed = (r: Row): FollowedStreamer => ({
  uid: Number(r.uid),
  nickname: r.user_nickname ?? '',
  avatar: r.avatar,
  live: Boolean(r.islive),
  title: r.title ?? '',
  fans: Number(r.fans ?? 0),
});

/**
 * "My follows" (`/persona`, issue 14): the streamers the user follows with their live state, a link to
 * each room, unfollow (the row leaves the list), and further pages on request.
 */
export default function FollowsPage() {
  const navigate = useNavigate();
  const [follows, setFollows] = useState<FollowedStreamer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback((p: number) => {
    if (p === 1) {
      setError(null);
      setFollows(null);
    } else setLoadingMore(true);
    fetchFollows(p, PAGE_SIZE)
      .then(
        (d) => {
          const rows = ((d.data ?? []) as Row[]).map(toFollowed);
          // A later page may repeat a row after an unfollow shifted the pages: keep the first copy.
          setFollows((prev) => {
            const all = p === 1 ? rows : [...(prev ?? []), ...rows];
            return all.filter((f, i) => all.findIndex((o) => o.uid === f.uid) === i);
          });
          setPage(p);
          setLastPage(d.last_page);
        },
        (err: Error) => setError(err.message),
      )
      .finally(() => setLoadingMore(false));
  }, []);

  useEffect(() => load(1), [load]);

  return (
    <FollowList
      follows={follows}
      error={error}
      onRetry={() => load(1)}
      hrefOf={(uid) => `/live?uid=${uid}`}
      onNavigate={navigate}
      onUnfollow={async (uid) => {
        await unfollow(uid);
        setFollows((all) => all?.filter((f) => f.uid !== uid) ?? null);
      }}
      onMessage={(f) => openMessages({ uid: f.uid, name: f.nickname })}
      hasMore={page < lastPage}
      loadingMore={loadingMore}
      onLoadMore={() => load(page + 1)}
    />
  );
}
