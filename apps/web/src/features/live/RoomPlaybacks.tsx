import { Dialog, type PlaybackItem, PlaybackList, Player } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchPlaybacks } from './api/room';

const PAGE = 10;

type Playback = PlaybackItem & { href: string };
/** A row of getLivePlaybackList (the paged envelope's `data` is typed loosely by the generator). */
type PlaybackRow = { id?: number; title?: string; thumb?: string; addtime?: number; duration?: number; href?: string };

/**
 * The streamer's past broadcasts (spec §2 live room: playback; getLivePlaybackList), newest first,
 * ten at a time. One plays in a dialog over the room's own player; closing it returns focus to the
 * play button that opened it (the Dialog primitive's doing).
 */
export function RoomPlaybacks({ uid }: { uid: number }) {
  const intl = useIntl();
  const [items, setItems] = useState<Playback[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [playing, setPlaying] = useState<Playback | null>(null);

  const load = useCallback(
    async (next: number) => {
      const r = await fetchPlaybacks(uid, next, PAGE);
      const rows = ((r.data ?? []) as PlaybackRow[]).map((p) => ({
        id: Number(p.id),
        title: p.title ?? '',
        thumb: p.thumb || undefined,
        time: Number(p.addtime ?? 0),
        duration: Number(p.duration ?? 0),
        href: p.href ?? '',
      }));
      setItems((old) => (next === 1 ? rows : [...(old ?? []), ...rows]));
      setPage(next);
      setLastPage(Number(r.last_page ?? 1));
    },
    [uid],
  );

  useEffect(() => {
    setItems(null);
    setError(null);
    load(1).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [load]);

  return (
    <>
      <PlaybackList
        items={items}
        error={error}
        onPlay={(item) => setPlaying(items?.find((p) => p.id === item.id) ?? null)}
        onMore={page < lastPage ? () => void load(page + 1).catch(() => undefined) : undefined}
      />
      <Dialog
        title={intl.formatMessage({ id: 'ui.live.playback.watching' }, { title: playing?.title ?? '' })}
        open={playing != null}
        onOpenChange={(open) => {
          // Focus goes back to the play button (the Dialog returns it to whatever opened it).
          if (!open) setPlaying(null);
        }}
        width={720}
      >
        {playing ? <Player src={playing.href} title={playing.title} vod /> : null}
      </Dialog>
    </>
  );
}
