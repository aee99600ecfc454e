import {
  FixtureList,
  langOf,
  type MatchData,
  nameOf,
  SquadList,
  type SquadPlayerData,
  StatTable,
  TeamHeader,
  type TeamProfileData,
} from '@arena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { competitionHref, type DatabaseSport, matchHref, playerHref, teamHref } from '../../lib/databaseLinks';
import { useLoad } from '../../lib/useLoad';
import { fetchTeam, fetchTeamMatches } from './api';
import * as styles from './Database.css';

// A team's page (/base-football?team=, /base-basketball?team=; issue 19): profile with its place and
// form, its season statistics, the squad by position, and its fixtures and results, ten a page.

interface TeamAnswer extends TeamProfileData {
  squad: SquadPlayerData[];
}
interface MatchesPage {
  data: MatchData[];
  total: number;
  last_page: number;
}

const PAGE_SIZE = 10;

export function TeamView({ sport, id }: { sport: DatabaseSport; id: number }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = (key: string) => intl.formatMessage({ id: `app.database.${key}` });
  const navigate = useNavigate();
  const team = useLoad(() => fetchTeam(id) as Promise<unknown> as Promise<TeamAnswer>, [id]);
  const [resultsPage, setResultsPage] = useState(1);
  const [fixturesPage, setFixturesPage] = useState(1);
  const results = useLoad(
    () => fetchTeamMatches(id, 1, resultsPage, PAGE_SIZE) as Promise<unknown> as Promise<MatchesPage>,
    [id, resultsPage],
  );
  const fixtures = useLoad(
    () => fetchTeamMatches(id, 2, fixturesPage, PAGE_SIZE) as Promise<unknown> as Promise<MatchesPage>,
    [id, fixturesPage],
  );
  const profile = team.data;
  const links = {
    teamHref: (t: number) => teamHref(sport, t),
    detailHref: (m: number) => matchHref(sport, m),
    onNavigate: navigate,
  };
  return (
    <div className={styles.page}>
      <TeamHeader
        sport={sport}
        profile={profile}
        error={team.error}
        onRetry={team.retry}
        competitionHref={profile ? competitionHref(sport, profile.competition.id) : undefined}
        matchHref={links.detailHref}
        onNavigate={navigate}
      />
      {team.error ? null : (
        <div className={styles.overview}>
          <div className={styles.column}>
            <FixtureList
              sport={sport}
              caption={t('results')}
              matches={results.data?.data ?? null}
              error={results.error}
              onRetry={results.retry}
              page={resultsPage}
              pageCount={results.data?.last_page ?? 1}
              onPageChange={setResultsPage}
              teamId={id}
              emptyTitle={t('noResults')}
              {...links}
            />
            <FixtureList
              sport={sport}
              caption={t('fixtures')}
              matches={fixtures.data?.data ?? null}
              error={fixtures.error}
              onRetry={fixtures.retry}
              page={fixturesPage}
              pageCount={fixtures.data?.last_page ?? 1}
              onPageChange={setFixturesPage}
              teamId={id}
              emptyTitle={t('noFixtures')}
              {...links}
            />
          </div>
          <div className={styles.column}>
            <h2 className={styles.sectionTitle}>
              {profile
                ? intl.formatMessage({ id: 'app.database.seasonStats' }, { team: nameOf(profile.team, 'team_name', lang) })
                : t('seasonStatsPlain')}
            </h2>
            <StatTable sport={sport} rows={profile ? [profile.stats] : null} expectedRows={1} />
            <SquadList sport={sport} players={profile?.squad ?? null} playerHref={(p) => playerHref(sport, p)} onNavigate={navigate} />
          </div>
        </div>
      )}
    </div>
  );
}
