import { EmptyState, GameStrip, PlayerStatTable, SeriesScoreboard } from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../lib/useLoad';
import { fetchMatch } from './api';
import * as styles from './Esports.css';
import { leagueHref, playersOf, seriesOf } from './model';
import { useLiveSeries } from './useLiveSeries';

// /gamingDetail?id= (SPEC §2, tab 1; issue 19): a series' scoreboard, its games (maps) and the
// players' lines of the game chosen, live. Pushes move the scores at once; the players' lines are not
// pushed (README "Esports pushes"), so the page fetches the series again when a game starts or ends,
// and quietly every LINES_REFRESH_MS while a game is played.

const LINES_REFRESH_MS = 15_000;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Detail({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const detail = useLoad(() => fetchMatch(id), [id]);
  const [chosen, setChosen] = useState<number | undefined>();
  const { set } = detail;
  const refresh = useCallback(() => {
    fetchMatch(id).then(set, () => undefined);
  }, [id, set]);
  const match = detail.data?.match;
  const rows = useLiveSeries(
    useMemo(() => (match ? [match] : null), [match]),
    refresh,
  );
  const row = rows?.[0];
  const live = row?.status === 1;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(refresh, LINES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, refresh]);
  const series = useMemo(() => (row && detail.data ? seriesOf(row, detail.data.games) : null), [row, detail.data]);
  const shown = chosen ?? series?.games?.find((g) => g.phase === 'live')?.number ?? series?.games?.at(-1)?.number;
  const game = detail.data?.games.find((g) => g.number === shown);
  const t = (key: string) => intl.formatMessage({ id: `app.esports.${key}` });
  return (
    <div className={styles.page}>
      <nav className={styles.links} aria-label={t('list.title')}>
        <Link className={styles.link} to="/gamingList">
          {t('detail.back')}
        </Link>
        {row?.room_uid ? (
          <Link className={styles.link} to={`/live?uid=${row.room_uid}`}>
            {t('detail.watch')}
          </Link>
        ) : null}
      </nav>
      <SeriesScoreboard
        series={series}
        shownGame={shown}
        error={detail.error}
        onRetry={detail.retry}
        leagueHref={series?.league_id ? leagueHref(series.league_id) : undefined}
        onNavigate={navigate}
      />
      {series?.games?.length ? (
        <section className={styles.column} aria-labelledby="esports-games">
          <h2 id="esports-games" className={styles.sectionTitle}>
            {t('detail.games')}
          </h2>
          <GameStrip
            game={series.game}
            bestOf={series.best_of}
            games={series.games}
            home={series.home}
            away={series.away}
            selected={shown}
            onSelect={setChosen}
          />
          <PlayerStatTable
            game={series.game}
            home={series.home}
            away={series.away}
            players={game && row ? playersOf(game, row.home.id) : []}
          />
        </section>
      ) : series ? (
        <p className={styles.muted}>{t('detail.notStarted')}</p>
      ) : null}
    </div>
  );
}

export default function GamingDetailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  // A missing or malformed id is a link someone typed: say so instead of asking the server.
  if (!id) return <EmptyState title={intl.formatMessage({ id: 'app.esports.badId' })} />;
  return <Detail key={id} id={id} />;
}
