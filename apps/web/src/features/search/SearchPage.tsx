import type { LiveRoom } from '@arena/api-client';
import { EmptyState, Heading, RoomList, Stack } from '@arena/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { roomCard, roomHref } from '../../lib/roomCard';
import { searchRooms, searchStreamers } from './api';

interface Found {
  anchors: { uid: number; user_nickname: string; islive: number }[];
  lives: LiveRoom[];
}

/** /search?name=…: streamers and live rooms matching the name (spec §2, §7 Search). */
export default function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = (params.get('name') ?? '').slice(0, 10);
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (!name) return;
    setFound(null);
    Promise.all([searchStreamers(name), searchRooms(name)]).then(
      ([a, l]) => setFound({ anchors: (a.data ?? []) as Found['anchors'], lives: (l.data ?? []) as Found['lives'] }),
      () => setFound({ anchors: [], lives: [] }),
    );
  }, [name]);
  if (!name) return <EmptyState />;
  return (
    <Stack space="large" paddingY="xlarge">
      <Heading level={1}>
        <FormattedMessage id="app.search.results" values={{ name }} />
      </Heading>
      {found && found.anchors.length === 0 && found.lives.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'app.search.none' })} />
      ) : null}
      {found?.anchors.length ? (
        <section>
          <Heading level={2}>
            <FormattedMessage id="app.search.anchors" />
          </Heading>
          <ul>
            {found.anchors.map((a) => (
              <li key={a.uid}>
                <a href={roomHref(a.uid)}>{a.user_nickname}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {found?.lives.length ? (
        <section>
          <Heading level={2}>
            <FormattedMessage id="app.search.lives" />
          </Heading>
          {/* Rooms on air show their live frame (issue 15), as on /anchor. */}
          <RoomList rooms={found.lives.map((l) => roomCard(l))} hrefOf={(r) => roomHref(r.uid)} onNavigate={navigate} />
        </section>
      ) : null}
    </Stack>
  );
}
