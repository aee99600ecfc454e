import {
  type ListSection,
  langOf,
  localToday,
  type MatchFilter,
  MatchList,
  nameOf,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@arena/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notify } from '../../session/notices';
import { fetchFilters } from './api/filters';
import { type MatchQuery, type SportKey, sportCode, tz } from './api/matches';
import { favourites, startFavourites, toggleFavourite } from './favourites';
import * as styles from './ScorePages.css';
import { rowDisplayOf, scoreSettings } from './settings';
import { matchRows } from './store';
import { useMatches } from './useMatches';

const DateStrip = lazy(() => import('./DateStripLazy'));
// The filter and settings dialogs load right after the list has painted: the rows come first.
const MatchFilters = lazy(() => import('./lazyTools').then((m) => ({ default: m.MatchFilters })));
const ScoreSettings = lazy(() => import('./lazyTools').then((m) => ({ default: m.ScoreSettings })));

export const scoreViews = ['immediate', 'results', 'schedule', 'collected'] as const;
export type ScoreView = (typeof scoreViews)[number];
const isView = (v: string | null): v is ScoreView => (scoreViews as readonly string[]).includes(v ?? '');
const isSport = (v: string | null): v is SportKey => v === 'football' || v === 'basketball';

const SECTIONS: Record<ScoreView, readonly ListSection[]> = {
  immediate: ['live', 'upcoming', 'finished'],
  results: ['finished'],
  schedule: ['upcoming'],
  collected: ['live', 'upcoming', 'finished'],
};

interface FilterOptions {
  competitions: { id: number; name: string; count: number; country_id?: number | null }[];
  countries: { id: number; name: string; count: number }[];
}

/** The event and country filters of a day (api/Match/filters), named in the interface language. */
function useFilterOptions(sport: SportKey, status: 0 | 2 | 3, date: string | undefined): FilterOptions {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const [data, setData] = useState<{ competitions: Record<string, unknown>[]; countries: Record<string, unknown>[] }>({
    competitions: [],
    countries: [],
  });
  useEffect(() => {
    let cancelled = false;
    fetchFilters({ type: sportCode(sport), status, tz: tz(), ...(date ? { date } : {}) }).then(
      (d) => {
        if (!cancelled) setData(d as typeof data);
      },
      () => undefined, // the filters stay empty; the list says what went wrong
    );
    return () => {
      cancelled = true;
    };
  }, [sport, status, date]);
  return useMemo(
    () => ({
      competitions: data.competitions.map((c) => ({
        id: Number(c.id),
        name: nameOf(c, 'short_name', lang) || nameOf(c, 'name', lang),
        count: Number(c.count),
        country_id: c.country_id as number | null,
      })),
      countries: data.countries.map((c) => ({ id: Number(c.id), name: nameOf(c, 'name', lang), count: Number(c.count) })),
    }),
    [data, lang],
  );
}

/** One sport's scores: views, day, filters, settings and the live list. */
function SportScores({
  sport,
  view,
  viewTabs,
  onViewChange,
  date,
  onDateChange,
}: {
  sport: SportKey;
  view: ScoreView;
  viewTabs: boolean;
  onViewChange: (v: ScoreView) => void;
  date: string;
  onDateChange: (d: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.scores.${id}` }, values);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const settings = useSnapshot(scoreSettings);
  const fav = useSnapshot(favourites);
  const [filter, setFilter] = useState<MatchFilter | null>(null);
  const today = localToday();

  const favIds = fav[sport];
  const query = useMemo<MatchQuery>(() => {
    switch (view) {
      case 'immediate':
        return { status: 0 };
      case 'results':
        return { status: 3, date };
      case 'schedule':
        return { status: 2, date };
      case 'collected':
        return { ids: [...favIds].sort((a, b) => a - b) };
    }
  }, [view, date, favIds]);
  const { state, error, rows, retry } = useMatches(sport, query);
  const options = useFilterOptions(
    sport,
    view === 'results' ? 3 : view === 'schedule' ? 2 : 0,
    view === 'results' || view === 'schedule' ? date : undefined,
  );

  // A filter chosen for one day or view does not carry over to another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setFilter(null), [sport, view, date]);

  const shown = useMemo(() => {
    if (!filter) return rows;
    const ids = new Set(filter.ids);
    return rows.filter((r) => (filter.mode === 'competition' ? ids.has(Number(r.competition_id)) : ids.has(Number(r.country_id))));
  }, [rows, filter]);

  const { value1, value2, value3, value4 } = settings.immediately;
  const display = useMemo(() => rowDisplayOf({ value1, value2, value3, value4 }), [value1, value2, value3, value4]);
  const collected = useMemo(() => new Set(favIds), [favIds]);
  const onToggleCollect = useCallback(
    (id: number) => {
      toggleFavourite(sport, id).catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), 'critical'));
    },
    [sport],
  );
  const code = sportCode(sport);
  const detailHref = useCallback((id: number) => `/score-detail?id=${id}&type=${code}`, [code]);
  const onNavigate = useCallback((href: string) => navigateRef.current(href), []);

  // The list below is the panel of the chosen view (so each view tab controls a panel that exists).
  const tools = (
    <div className={styles.tools}>
      <Suspense fallback={null}>
        {view !== 'collected' ? (
          <MatchFilters competitions={options.competitions} countries={options.countries} value={filter} onChange={setFilter} />
        ) : null}
        <ScoreSettings
          game={settings.game}
          immediately={settings.immediately}
          onGameChange={(g) => {
            scoreSettings.game = g;
          }}
          onImmediatelyChange={(i) => {
            scoreSettings.immediately = i;
          }}
        />
      </Suspense>
    </div>
  );
  const below = (
    <div className={styles.viewBody}>
      {view === 'results' || view === 'schedule' ? (
        <Suspense fallback={null}>
          <DateStrip value={date} onChange={onDateChange} today={today} direction={view === 'results' ? 'past' : 'future'} />
        </Suspense>
      ) : null}
      <MatchList
        sport={sport}
        matches={shown}
        state={state}
        errorMessage={error}
        onRetry={retry}
        sections={SECTIONS[view]}
        display={display}
        collected={collected}
        onToggleCollect={onToggleCollect}
        detailHref={detailHref}
        onNavigate={onNavigate}
        label={t(`listLabel.${sport}`)}
        emptyTitle={view === 'collected' ? t('empty.collected') : filter ? t('empty.filtered') : t('empty.day')}
        emptyDescription={view === 'collected' ? t('empty.collectedHint') : undefined}
      />
    </div>
  );
  if (!viewTabs) {
    return (
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <span />
          {tools}
        </div>
        {below}
      </div>
    );
  }
  return (
    <Tabs className={styles.panel} value={view} onValueChange={(v) => onViewChange(v as ScoreView)}>
      <div className={styles.toolbar}>
        <TabsList label={t('views')} variant="pill">
          {scoreViews.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(`view.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tools}
      </div>
      <TabsContent value={view}>{below}</TabsContent>
    </Tabs>
  );
}

export interface ScoreBoardProps {
  /** /football and /basketball show one sport without the sport tabs. */
  fixedSport?: SportKey;
  /** /schedule shows the schedule view only. */
  fixedView?: ScoreView;
}

/** /score-live (and /football, /basketball): football and basketball tabs; immediate, results, schedule and collected views. */
export function ScoreBoard({ fixedSport, fixedView }: ScoreBoardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.scores.${id}` });
  const [params, setParams] = useSearchParams();
  const sport: SportKey = fixedSport ?? (isSport(params.get('sport')) ? (params.get('sport') as SportKey) : 'football');
  const view: ScoreView = fixedView ?? (isView(params.get('view')) ? (params.get('view') as ScoreView) : 'immediate');
  const today = localToday();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => startFavourites(), []);

  const { connection } = useSnapshot(matchRows);
  const body = (s: SportKey) => (
    <SportScores
      sport={s}
      view={view}
      viewTabs={!fixedView}
      onViewChange={(v) => set({ view: v, date: null })}
      date={date}
      onDateChange={(d) => set({ date: d })}
    />
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t(fixedView === 'schedule' ? 'title.schedule' : fixedSport ? `title.${fixedSport}` : 'title.scoreLive')}
      </h1>
      {/* Scores stop moving while the socket is down; say so (the list is fetched again on reconnect). */}
      <p className={styles.note} role="status">
        {connection === 'waiting' ? t('reconnecting') : ''}
      </p>
      {fixedSport ? (
        body(fixedSport)
      ) : (
        <Tabs value={sport} onValueChange={(s) => set({ sport: s, date: null })}>
          {/* Esports scores have their own pages (issue 19); the way there from the scores section. */}
          <p className={styles.note}>
            <Link to="/gamingList">{t('esportsLink')}</Link>
          </p>
          <TabsList label={t('sport')}>
            <TabsTrigger value="football">{t('football')}</TabsTrigger>
            <TabsTrigger value="basketball">{t('basketball')}</TabsTrigger>
          </TabsList>
          <TabsContent value="football">{sport === 'football' ? body('football') : null}</TabsContent>
          <TabsContent value="basketball">{sport === 'basketball' ? body('basketball') : null}</TabsContent>
        </Tabs>
      )}
    </div>
  );
}

export default function ScoreLivePage() {
  return <ScoreBoard />;
}
