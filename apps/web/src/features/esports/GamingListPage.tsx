import { Segments, SeriesList } from '@arena/ui';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../lib/useLoad';
import { fetchMatches, type GameQuery } from './api';
import * as styles from './Esports.css';
import { detailHref } from './model';
import { useLiveSeries, useSeriesData } from './useLiveSeries';

// /gamingList (SPEC §2, tab 1; issue 19): esports series by game and status. The choice lives in the
// address (`?game=lol&status=1`), so a link or a reload shows the same list. Live rows follow the score
// socket's esports pushes without a reload.

const GAMES = ['all', 'lol', 'dota2', 'cs2'] as const;
const STATUSES = [
  [1, 'live'],
  [2, 'upcoming'],
  [3, 'finished'],
] as const;

export default function GamingListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const gameParam = params.get('game');
  const game = (GAMES as readonly string[]).includes(gameParam ?? '') && gameParam !== 'all' ? (gameParam as GameQuery) : undefined;
  const statusParam = Number(params.get('status'));
  const status = statusParam === 2 || statusParam === 3 ? statusParam : 1;
  const list = useLoad(() => fetchMatches({ game, status }), [game, status]);
  const rows = useLiveSeries(list.data?.data ?? null);
  const series = useSeriesData(rows);
  const choose = (key: 'game' | 'status', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `app.esports.${id}` }, values);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <div className={styles.toolbar}>
        <Segments
          label={t('list.gameFilter')}
          options={GAMES.map((g) => ({ value: g, label: t(`game.${g}`) }))}
          value={game ?? 'all'}
          onChange={(g) => choose('game', g)}
        />
        <Segments
          label={t('list.statusFilter')}
          options={STATUSES.map(([value, key]) => ({
            value: String(value),
            label: list.data ? t(`status.${key}`, { count: list.data.counts[key] }) : t(`statusName.${key}`),
          }))}
          value={String(status)}
          onChange={(v) => choose('status', v)}
        />
      </div>
      <SeriesList series={series} error={list.error} onRetry={list.retry} hrefOf={(s) => detailHref(s.id)} onNavigate={navigate} />
      <nav className={styles.links} aria-label={t('leagues')}>
        <Link className={styles.link} to="/gamingLeague">
          {t('leagues')}
        </Link>
      </nav>
    </div>
  );
}
