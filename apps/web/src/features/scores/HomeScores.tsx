import { langOf, MatchList, nameOf, type StandingRowData, StandingsTable } from '@arena/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { takePrefetched } from '../../lib/prefetch';
import { fetchFilters } from './api/filters';
import { fetchRecommended } from './api/home';
import { fetchSeasonTable, type SportKey, sportCode, tz } from './api/matches';
import { favourites, startFavourites, toggleFavourite } from './favourites';
import { HOME_RECOMMENDED } from './preload';
import * as styles from './ScorePages.css';
import { rowDisplayOf, scoreSettings } from './settings';
import { useMatches } from './useMatches';

// The home page's scores (SPEC §2 "Home"): the event recommendation's matches in progress, not started
// and finished (api/hot_match/recommend), shown live with the score rows, and a league's standings.

interface Recommended {
  sourceid: number;
  type: number;
}

function useRecommended(): { state: 'loading' | 'ready' | 'error'; football: number[]; basketball: number[]; retry: () => void } {
  const [value, setValue] = useState<{ state: 'loading' | 'ready' | 'error'; football: number[]; basketball: number[] }>({
    state: 'loading',
    football: [],
    basketball: [],
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries
  useEffect(() => {
    let cancelled = false;
    // The first attempt takes what the route started (preload.ts); a retry asks again.
    const recommended =
      (attempt === 0 ? takePrefetched<Awaited<ReturnType<typeof fetchRecommended>>>(HOME_RECOMMENDED) : undefined) ?? fetchRecommended();
    recommended.then(
      (d) => {
        if (cancelled) return;
        const all = [...(d.type1 ?? []), ...(d.type2 ?? []), ...(d.type3 ?? [])] as Recommended[];
        setValue({
          state: 'ready',
          football: all.filter((m) => m.type !== 1).map((m) => m.sourceid),
          basketball: all.filter((m) => m.type === 1).map((m) => m.sourceid),
        });
      },
      () => !cancelled && setValue((v) => ({ ...v, state: 'error' })),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...value, retry };
}

function SportList({
  sport,
  ids,
  state,
  retry,
  hidden,
  onSettled,
}: {
  sport: SportKey;
  ids: number[];
  state: 'loading' | 'ready' | 'error';
  retry: () => void;
  hidden?: boolean;
  onSettled?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const query = useMemo(() => (state === 'ready' ? { ids } : null), [state, ids]);
  const matches = useMatches(sport, query);
  const settings = useSnapshot(scoreSettings);
  const fav = useSnapshot(favourites);
  const { value1, value2, value3, value4 } = settings.immediately;
  const display = useMemo(() => rowDisplayOf({ value1, value2, value3, value4 }), [value1, value2, value3, value4]);
  const collected = useMemo(() => new Set(fav[sport]), [fav, sport]);
  const onToggleCollect = useCallback((id: number) => void toggleFavourite(sport, id).catch(() => undefined), [sport]);
  const code = sportCode(sport);
  const detailHref = useCallback((id: number) => `/score-detail?id=${id}&type=${code}`, [code]);
  const onNavigate = useCallback((href: string) => navigateRef.current(href), []);
  const settled = state === 'error' || (state === 'ready' && (ids.length === 0 || matches.state !== 'loading'));
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (state === 'ready' && ids.length === 0) return null;
  return (
    <section aria-labelledby={`home-scores-${sport}`} className={styles.panel} hidden={hidden}>
      <h3 id={`home-scores-${sport}`} className={styles.subtitle}>
        {intl.formatMessage({ id: `app.scores.home.${sport}` })}
      </h3>
      <MatchList
        sport={sport}
        matches={matches.rows}
        state={state === 'ready' ? matches.state : state}
        onRetry={state === 'error' ? retry : matches.retry}
        errorMessage={matches.error}
        display={display}
        collected={collected}
        onToggleCollect={onToggleCollect}
        detailHref={detailHref}
        onNavigate={onNavigate}
        headingLevel={4}
      />
    </section>
  );
}

/** The league picker, loaded after the page's first paint (see lazySelect.ts). */
const LeagueSelect = lazy(() => import('./lazySelect').then((m) => ({ default: m.Select })));

function HomeStandings({ hidden }: { hidden: boolean }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const [leagues, setLeagues] = useState<{ id: number; name: string }[]>([]);
  const [league, setLeague] = useState<number | null>(null);
  const [rows, setRows] = useState<StandingRowData[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchFilters({ type: 0, tz: tz() }).then(
      (d) => {
        if (cancelled) return;
        const list = (d.competitions as Record<string, unknown>[]).map((c) => ({
          id: Number(c.id),
          name: nameOf(c, 'short_name', lang) || nameOf(c, 'name', lang),
        }));
        setLeagues(list);
        setLeague((l) => l ?? list[0]?.id ?? null);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [lang]);
  useEffect(() => {
    if (league === null) return;
    let cancelled = false;
    fetchSeasonTable(league).then(
      (d) => {
        if (cancelled) return;
        const list = d.list as StandingRowData[] | Record<string, StandingRowData[]>;
        setRows(Array.isArray(list) ? list : Object.values(list).flat());
      },
      () => !cancelled && setRows([]),
    );
    return () => {
      cancelled = true;
    };
  }, [league]);
  if (leagues.length === 0) return null;
  const name = leagues.find((l) => l.id === league)?.name ?? '';
  return (
    <section aria-labelledby="home-standings" className={styles.panel} hidden={hidden}>
      <div className={styles.toolbar}>
        <h3 id="home-standings" className={styles.subtitle}>
          {intl.formatMessage({ id: 'app.scores.home.standings' })}
        </h3>
        {/* Until the picker has loaded, the chosen league's name stands in its place. */}
        <Suspense fallback={<span className={styles.subtitle}>{name}</span>}>
          <LeagueSelect
            label={intl.formatMessage({ id: 'app.scores.home.league' })}
            hideLabel
            size="small"
            options={leagues.map((l) => ({ value: String(l.id), label: l.name }))}
            value={league === null ? null : String(league)}
            onChange={(v) => setLeague(Number(v))}
          />
        </Suspense>
      </div>
      {rows ? <StandingsTable title={name} rows={rows} /> : null}
    </section>
  );
}

/** The home page's live scores and league standings. */
export function HomeScores() {
  const intl = useIntl();
  const recommended = useRecommended();
  useEffect(() => startFavourites(), []);
  // Issue 13 (no layout shift): what sits below the football list (basketball, standings) is fetched
  // but hidden until the football rows are in, and the section is at least a screen tall, so the hot
  // streamers after it start below the fold: shown beside the football skeleton, they were pushed down
  // as its rows came (CLS 0.31 on /main).
  const [footballSettled, setFootballSettled] = useState(false);
  const settleFootball = useCallback(() => setFootballSettled(true), []);
  return (
    <section className={styles.homePage} aria-labelledby="home-scores">
      {/* The home page's match heading (app.home.hotMatches), kept from the page this replaces. */}
      <h2 id="home-scores" className={styles.title}>
        {intl.formatMessage({ id: 'app.home.hotMatches' })}
      </h2>
      <SportList
        sport="football"
        ids={recommended.football}
        state={recommended.state}
        retry={recommended.retry}
        onSettled={settleFootball}
      />
      <SportList
        sport="basketball"
        ids={recommended.basketball}
        state={recommended.state}
        retry={recommended.retry}
        hidden={!footballSettled}
      />
      <HomeStandings hidden={!footballSettled} />
    </section>
  );
}
