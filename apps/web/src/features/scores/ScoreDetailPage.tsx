import {
  type BasketballMatchData,
  type BattleRowData,
  ErrorState,
  type FootballMatchData,
  HeadToHead,
  type LineupData,
  Link,
  langOf,
  MatchLineups,
  MatchScoreboard,
  MatchStats,
  MatchTimeline,
  nameOf,
  OddsHistory,
  type OddsMovementData,
  Skeleton,
  type StandingRowData,
  StandingsTable,
  type StatLineData,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TimelineEventData,
} from '@arena/ui';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { competitionHref, playerHref, teamHref } from '../../lib/databaseLinks';
import { fetchBattle, fetchMatchDetail } from './api/detail';
import { fetchSeasonTable, type SportKey } from './api/matches';
import * as styles from './ScorePages.css';
import { followSport, loadRows, matchRows, rowsStore, watchMatches } from './store';

// /score-detail?id=…&type=0|1: the scoreboard (live through the socket) and the panels of issue 5:
// timeline, statistics, lineups, odds history, standings and head-to-head.

interface Detail {
  match: Record<string, unknown> & { id: number };
  timeline: TimelineEventData[];
  stats: StatLineData[];
  lineups: { home: LineupData; away: LineupData };
  odds: OddsMovementData[];
}
interface Battle {
  summary?: Record<string, number>;
  history: BattleRowData[];
  home_recent: BattleRowData[];
  away_recent: BattleRowData[];
}
interface Standings {
  group: number;
  list: StandingRowData[] | Record<string, StandingRowData[]>;
}

const REFRESH_MS = 15_000;

export default function ScoreDetailPage() {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = (id: string) => intl.formatMessage({ id: `app.scores.detail.${id}` });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const type: 0 | 1 = params.get('type') === '1' ? 1 : 0;
  const sport: SportKey = type === 1 ? 'basketball' : 'football';
  const [detail, setDetail] = useState<Detail | null>(null);
  const [battle, setBattle] = useState<Battle | null>(null);
  const [standings, setStandings] = useState<Standings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState('timeline');
  rowsStore();

  // The detail (and again every 15 s while open: timeline, statistics and odds grow during play).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setError(t('badId'));
      return;
    }
    let cancelled = false;
    setError(null);
    const load = () =>
      fetchMatchDetail(id, type).then(
        (d) => {
          if (cancelled) return;
          const data = d as unknown as Detail;
          loadRows(sport, [data.match]);
          setDetail(data);
        },
        (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    fetchBattle(id, type).then(
      (b) => !cancelled && setBattle(b as unknown as Battle),
      () => undefined,
    );
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [id, type, attempt]);

  // Live: this match's frames, and resynchronised after a reconnect.
  useEffect(() => {
    const offs = [watchMatches(sport, [id]), followSport(sport)];
    return () => {
      for (const off of offs) off();
    };
  }, [id, sport]);

  const competition = Number(detail?.match.competition_id ?? 0);
  useEffect(() => {
    if (!competition) return;
    let cancelled = false;
    fetchSeasonTable(competition).then(
      (s) => !cancelled && setStandings(s as unknown as Standings),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [competition]);

  const live = useSnapshot(matchRows)[sport][id] as Record<string, unknown> | undefined;
  const match = (live ?? detail?.match) as (FootballMatchData & BasketballMatchData) | undefined;
  const names = useMemo(() => {
    if (!match) return { home: '', away: '' };
    return sport === 'football'
      ? { home: nameOf(match, 'home_team_name', lang), away: nameOf(match, 'away_team_name', lang) }
      : { home: nameOf(match.home_team_data, 'short_name', lang), away: nameOf(match.away_team_data, 'short_name', lang) };
  }, [match, sport, lang]);

  const follow = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  if (error) return <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!detail || !match) {
    return (
      <div className={styles.page} role="status" aria-label={t('loading')}>
        <Skeleton shape="rect" height={160} />
        <Skeleton lines={6} />
      </div>
    );
  }
  const teamIds = [Number(match.home_team_id ?? match.home_team_data?.id), Number(match.away_team_id ?? match.away_team_data?.id)];
  const groups: [string, StandingRowData[]][] = !standings
    ? []
    : Array.isArray(standings.list)
      ? [[nameOf(match, 'competition_name', lang) || nameOf(match, 'short_name', lang), standings.list]]
      : Object.entries(standings.list).map(([g, rows]) => [intl.formatMessage({ id: 'app.scores.detail.group' }, { group: g }), rows]);
  const shownGroups = groups.length > 1 ? groups.filter(([, rows]) => rows.some((r) => teamIds.includes(Number(r.team_id)))) : groups;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'app.scores.detail.title' }, names)}</h1>
      {/* Issue 19: the competition and the teams have pages in the database. */}
      <nav className={styles.related} aria-label={t('related')}>
        {competition ? (
          <Link href={competitionHref(sport, competition)} onClick={(e) => follow(e, competitionHref(sport, competition))}>
            {nameOf(match, 'competition_name', lang) || nameOf(match, 'short_name', lang) || nameOf(match, 'competition_short_name', lang)}
          </Link>
        ) : null}
        {teamIds.map((team, i) =>
          team ? (
            <Link key={team} href={teamHref(sport, team)} onClick={(e) => follow(e, teamHref(sport, team))}>
              {i === 0 ? names.home : names.away}
            </Link>
          ) : null,
        )}
      </nav>
      <MatchScoreboard sport={sport} match={match} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList label={t('panels')}>
          {sport === 'football' ? <TabsTrigger value="timeline">{t('timeline')}</TabsTrigger> : null}
          <TabsTrigger value="stats">{t('stats')}</TabsTrigger>
          <TabsTrigger value="lineups">{t('lineups')}</TabsTrigger>
          <TabsTrigger value="odds">{t('odds')}</TabsTrigger>
          <TabsTrigger value="standings">{t('standings')}</TabsTrigger>
          <TabsTrigger value="h2h">{t('h2h')}</TabsTrigger>
        </TabsList>
        {sport === 'football' ? (
          <TabsContent value="timeline">
            <MatchTimeline events={detail.timeline} />
          </TabsContent>
        ) : null}
        <TabsContent value="stats">
          <MatchStats stats={detail.stats} />
        </TabsContent>
        <TabsContent value="lineups">
          <MatchLineups
            home={detail.lineups.home}
            away={detail.lineups.away}
            homeName={names.home}
            awayName={names.away}
            playerHref={(p) => playerHref(sport, p)}
            onNavigate={navigate}
          />
        </TabsContent>
        <TabsContent value="odds">
          <OddsHistory sport={sport} movements={detail.odds} />
        </TabsContent>
        <TabsContent value="standings">
          {shownGroups.length === 0 ? (
            <StandingsTable title={t('standings')} rows={[]} sport={sport} />
          ) : (
            shownGroups.map(([title, rows]) => (
              <StandingsTable
                key={title}
                title={title}
                rows={rows}
                highlight={teamIds}
                sport={sport}
                teamHref={(team) => teamHref(sport, team)}
                onNavigate={navigate}
              />
            ))
          )}
        </TabsContent>
        <TabsContent value="h2h">
          {battle ? (
            <HeadToHead
              homeName={names.home}
              awayName={names.away}
              summary={battle.summary}
              history={battle.history}
              homeRecent={battle.home_recent}
              awayRecent={battle.away_recent}
            />
          ) : (
            <Skeleton lines={4} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
