import { type RoomCardData, RoomList } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../session/store';
import { fetchFollowed } from './api/rooms';
import { MemberSection } from './MemberSection';
import { roomHref } from './rooms';

interface Followed {
  uid: number;
  user_nickname?: string;
  avatar?: string;
  islive?: number;
  fans?: number;
  signature?: string;
  title?: string;
  thumb?: string;
}

/** `/attention`: the streamers the user follows (login needed). */
export default function AttentionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const [rooms, setRooms] = useState<RoomCardData[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    fetchFollowed(1, 50).then(
      (d) =>
        setRooms(
          ((d.data ?? []) as Followed[]).map((r) => ({
            uid: Number(r.uid),
            title: r.title || r.signature || '',
            thumb: r.thumb,
            streamer: r.user_nickname ?? '',
            avatar: r.avatar,
            heat: Number(r.fans ?? 0),
            match: r.islive ? intl.formatMessage({ id: 'ui.live.player.live' }) : intl.formatMessage({ id: 'ui.live.player.offline' }),
          })),
        ),
      (e) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [user, intl]);
  return (
    <MemberSection
      id="attention-title"
      title={intl.formatMessage({ id: 'app.live.attentionTitle' })}
      loggedIn={Boolean(user)}
      error={error}
    >
      <RoomList
        rooms={rooms}
        hrefOf={(r) => roomHref(r.uid)}
        onNavigate={navigate}
        emptyText={intl.formatMessage({ id: 'app.live.noFollows' })}
      />
    </MemberSection>
  );
}
