import {
  type CompetitionData,
  CompetitionHeader,
  type CompetitionOverviewData,
  FixtureList,
  type LeaderKind,
  type LeaderRowData,
  LeadersTable,
  langOf,
  type MatchData,
  nameOf,
  type RoundData,
  type StandingScope,
  type StandingsData,
  StandingsPanel,
  StatTable,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TeamStatsData,
} from '@arena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type DatabaseSport, matchHref, playerHref, teamHref } from '../../lib/databaseLinks';
import { useLoad } from '../../lib/useLoad';
import { openLogin, session } from '../../session/store';
import { fetchCompetition, fetchLeaders, fetchSchedule, fetchStandings, fetchTeamStats, setFavourite } from './api';
import * as styles from './Database.css';
import { GROUP_ZONES, leagueZones } from './zones';

// A competition's page (/base-football?id=, /base-basketball?id=; issue 19): the header, then tabs —
// overview (the table, the current round, the top five), standings (all / home / away), schedule by
// round, player leaders and team statistics. The tab and the season live in the address, so a link
// or a reload shows the same view. Only the chosen tab's data is fetched and rendered.

export const competitionTabs = ['overview', 'standings', 'schedule', 'leaders', 'stats'] as const;
type Tab = (typeof competitionTabs)[number];

interface CompetitionAnswer extends CompetitionOverviewData {
  competition: CompetitionData;
  leader: unknown;
  top_scorer: unknown;
}
interface ScheduleAnswer {
  round: number;
  rounds: RoundData[];
  list: MatchData[];
}

const LIVE_REFRESH_MS = 30_000;

export function CompetitionView({ sport, id }: { sport: DatabaseSport; id: number }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.database.${key}` }, values);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSnapshot(session);
  const tab: Tab = (competitionTabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'overview';
  const seasonId = Number(params.get('season')) || undefined;
  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'tab' },
    );

  const overview = useLoad(() => fetchCompetition(id, seasonId) as Promise<unknown> as Promise<CompetitionAnswer>, [id, seasonId]);
  const competition = overview.data?.competition ?? null;
  const name = competition ? nameOf(competition, 'name', lang) : '';
  const teams = competition?.teams ?? 8;
  const zones = competition ? leagueZones(competition.sport, teams) : [];

  const [scope, setScope] = useState<StandingScope>('all');
  const standingsScope = tab === 'overview' ? 'all' : scope;
  const wantsStandings = tab === 'overview' || tab === 'standings';
  const standings = useLoad(
    () => fetchStandings(id, standingsScope, seasonId) as Promise<unknown> as Promise<StandingsData>,
    [id, seasonId, standingsScope],
    {
      enabled: wantsStandings,
    },
  );

  const [round, setRound] = useState<number | undefined>(undefined);
  const wantsSchedule = tab === 'overview' || tab === 'schedule';
  const schedule = useLoad(() => fetchSchedule(id, round, seasonId) as Promise<unknown> as Promise<ScheduleAnswer>, [id, seasonId, round], {
    enabled: wantsSchedule,
    refreshMs: LIVE_REFRESH_MS,
  });

  const defaultKind: LeaderKind = sport === 'football' ? 'goals' : 'points';
  const [kind, setKind] = useState<LeaderKind>(defaultKind);
  const leadersKind = tab === 'overview' ? defaultKind : kind;
  const wantsLeaders = tab === 'overview' || tab === 'leaders';
  const leaderLimit = tab === 'overview' ? 5 : 20;
  const leaders = useLoad(
    () => fetchLeaders(id, leadersKind, seasonId, leaderLimit) as Promise<unknown> as Promise<{ list: LeaderRowData[] }>,
    [id, seasonId, leadersKind, leaderLimit],
    { enabled: wantsLeaders },
  );

  const stats = useLoad(() => fetchTeamStats(id, seasonId) as Promise<unknown> as Promise<{ list: TeamStatsData[] }>, [id, seasonId], {
    enabled: tab === 'stats',
  });

  const toggleFavourite = async () => {
    if (!user) return openLogin();
    if (!competition || !overview.data) return;
    try {
      const answer = await setFavourite(competition.id, competition.is_favourite === 1 ? 0 : 1);
      overview.set({ ...overview.data, competition: { ...competition, is_favourite: answer.favourite } });
    } catch {
      // The client's error event shows the server's message.
    }
  };

  const links = {
    teamHref: (team: number) => teamHref(sport, team),
    playerHref: (player: number) => playerHref(sport, player),
    detailHref: (match: number) => matchHref(sport, match),
    onNavigate: navigate,
  };
  const roundCaption = (r: number | undefined) =>
    r ? t(sport === 'football' ? 'roundCaption' : 'gameDayCaption', { round: r }) : t('scheduleTitle');
  const standingsPanel = (
    <StandingsPanel
      sport={sport}
      title={name}
      standings={standings.data}
      error={standings.error}
      onRetry={standings.retry}
      scope={standingsScope}
      onScopeChange={(s) => {
        setScope(s);
        if (tab === 'overview') setParam('tab', 'standings');
      }}
      zones={zones}
      groupZones={GROUP_ZONES}
      teamHref={links.teamHref}
      onNavigate={navigate}
      expectedRows={teams}
    />
  );
  const fixtureList = (withPicker: boolean) => (
    <FixtureList
      sport={sport}
      caption={roundCaption(schedule.data?.round)}
      matches={schedule.data?.list ?? null}
      error={schedule.error}
      onRetry={schedule.retry}
      rounds={withPicker ? schedule.data?.rounds : undefined}
      round={schedule.data?.round}
      onRoundChange={setRound}
      expectedRows={Math.ceil(teams / 2)}
      detailHref={links.detailHref}
      teamHref={links.teamHref}
      onNavigate={navigate}
    />
  );
  const leadersTable = (
    <LeadersTable
      sport={sport}
      kind={leadersKind}
      onKindChange={(k) => {
        setKind(k);
        if (tab === 'overview') setParam('tab', 'leaders');
      }}
      rows={leaders.data?.list ?? null}
      error={leaders.error}
      onRetry={leaders.retry}
      playerHref={links.playerHref}
      teamHref={links.teamHref}
      onNavigate={navigate}
      expectedRows={tab === 'overview' ? 5 : 10}
    />
  );

  return (
    <div className={styles.page}>
      <CompetitionHeader
        competition={competition}
        overview={overview.data}
        error={overview.error}
        onRetry={overview.retry}
        onSeasonChange={(s) => setParam('season', String(s))}
        onToggleFavourite={() => void toggleFavourite()}
      />
      {overview.error ? null : (
        <Tabs value={tab} onValueChange={(v) => setParam('tab', v === 'overview' ? undefined : v)}>
          <TabsList label={t('tabs')}>
            {competitionTabs.map((k) => (
              <TabsTrigger key={k} value={k}>
                {t(`tab.${k}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            {tab === 'overview' ? (
              <div className={`${styles.panel} ${styles.overview}`}>
                <div className={styles.column}>{standingsPanel}</div>
                <div className={styles.column}>
                  {fixtureList(false)}
                  {leadersTable}
                </div>
              </div>
            ) : null}
          </TabsContent>
          <TabsContent value="standings">{tab === 'standings' ? <div className={styles.panel}>{standingsPanel}</div> : null}</TabsContent>
          <TabsContent value="schedule">{tab === 'schedule' ? <div className={styles.panel}>{fixtureList(true)}</div> : null}</TabsContent>
          <TabsContent value="leaders">{tab === 'leaders' ? <div className={styles.panel}>{leadersTable}</div> : null}</TabsContent>
          <TabsContent value="stats">
            {tab === 'stats' ? (
              <div className={styles.panel}>
                <StatTable
                  sport={sport}
                  rows={stats.data?.list ?? null}
                  error={stats.error}
                  onRetry={stats.retry}
                  teamHref={links.teamHref}
                  onNavigate={navigate}
                  expectedRows={teams}
                />
              </div>
            ) : null}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
