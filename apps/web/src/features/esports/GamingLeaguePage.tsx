import { EmptyState, ErrorState, EsportsStandings, SeriesList } from '@arena/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../lib/useLoad';
import { fetchLeague, fetchLeagues } from './api';
import * as styles from './Esports.css';
import { detailHref, leagueHref, standingsOf } from './model';
import { useLiveSeries, useSeriesData } from './useLiveSeries';

// /gamingLeague (SPEC §2, tab 1; issue 19): without `id`, every esports league by game; with `?id=`,
// one league's overview, standings, schedule (live rows move with the pushes) and results.

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Directory() {
  const intl = useIntl();
  const leagues = useLoad(() => fetchLeagues(), []);
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: `app.esports.${key}` }, values);
  const lang = intl.locale.slice(0, 2) as 'zh' | 'en' | 'vi';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('league.directory')}</h1>
      {leagues.error ? (
        <ErrorState title={t('league.loadFailed')} message={leagues.error} onRetry={leagues.retry} />
      ) : !leagues.data ? (
        <p className={styles.muted} role="status">
          {t('league.loading')}
        </p>
      ) : (
        <ul className={styles.leagueList}>
          {leagues.data.list.map((l) => (
            <li key={l.id}>
              <Link className={styles.leagueCard} to={leagueHref(l.id)}>
                <img className={styles.leagueLogo} src={l.logo} alt="" width={40} height={40} loading="lazy" />
                <span className={styles.leagueText}>
                  <span>{l[`name_${lang}`] || l.name_en}</span>
                  <span className={styles.muted}>
                    {t(`game.${l.game}`)} · {t(`league.region.${l.region}`)} · {t('league.teams', { count: l.teams })}
                    {l.live ? ` · ${t('league.live', { count: l.live })}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function League({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const league = useLoad(() => fetchLeague(id), [id]);
  const t = (key: string, values?: Record<string, number>) => intl.formatMessage({ id: `app.esports.${key}` }, values);
  const lang = intl.locale.slice(0, 2) as 'zh' | 'en' | 'vi';
  const schedule = useSeriesData(useLiveSeries(league.data?.schedule ?? null));
  const results = useSeriesData(league.data?.results ?? null);
  const standings = useMemo(() => (league.data ? standingsOf(league.data.standings) : null), [league.data]);
  const info = league.data?.league;
  return (
    <div className={styles.page}>
      <nav className={styles.links} aria-label={t('leagues')}>
        <Link className={styles.link} to="/gamingLeague">
          {t('league.allLeagues')}
        </Link>
        <Link className={styles.link} to="/gamingList">
          {t('rooms.allMatches')}
        </Link>
      </nav>
      {league.error ? (
        <ErrorState title={t('league.loadFailed')} message={league.error} onRetry={league.retry} />
      ) : (
        <>
          <h1 className={styles.title}>{info ? info[`name_${lang}`] || info.name_en : t('league.loading')}</h1>
          {info ? (
            <p className={styles.muted}>
              {info.short_name} · {t(`game.${info.game}`)} · {t(`league.region.${info.region}`)} ·{' '}
              {t('league.teams', { count: info.teams })}
            </p>
          ) : null}
          <div className={styles.columns}>
            <div className={styles.column}>
              <EsportsStandings rows={standings} />
            </div>
            <div className={styles.column}>
              <h2 className={styles.sectionTitle}>{t('league.schedule')}</h2>
              <SeriesList series={schedule} hrefOf={(s) => detailHref(s.id)} onNavigate={navigate} expectedRows={4} />
              <h2 className={styles.sectionTitle}>{t('league.results')}</h2>
              <SeriesList series={results} hrefOf={(s) => detailHref(s.id)} onNavigate={navigate} expectedRows={4} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export default function GamingLeaguePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  if (!params.has('id')) return <Directory />;
  const id = positive(params.get('id'));
  if (!id) return <EmptyState title={intl.formatMessage({ id: 'app.esports.badId' })} />;
  return <League key={id} id={id} />;
}
