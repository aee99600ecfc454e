import type { DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { battleSelect } from './queries';
import { type BattleDbRow, battleRow } from './rows';
import { SPORTS, type Sport } from './sports';

async function matchTeams(q: Queryable, sport: Sport, id: number) {
  const [match] = await q.query<{ home_team_id: number; away_team_id: number }>(
    `select home_team_id, away_team_id from ${SPORTS[sport].table} where id = $1`,
    [id],
  );
  if (!match) throw new UserError('server.scores.matchNotFound', { id });
  return match;
}

/** Head-to-head and recent form of the two teams of a match, from the finished matches in the database. */
export async function battle(q: Queryable, sport: Sport, id: number): Promise<DataOf<operations['match_battle']>> {
  const teams = await matchTeams(q, sport, id);
  const s = SPORTS[sport];
  const history = (
    await q.query<BattleDbRow>(
      `${battleSelect(sport)} where ${s.finished} and m.id <> $3 and
         ((m.home_team_id = $1 and m.away_team_id = $2) or (m.home_team_id = $2 and m.away_team_id = $1))
       order by ${s.time} desc, m.id desc limit 10`,
      [teams.home_team_id, teams.away_team_id, id],
    )
  ).map((r) => battleRow(r));
  const recent = async (team: number) =>
    (
      await q.query<BattleDbRow>(
        `${battleSelect(sport)} where ${s.finished} and m.id <> $2 and (m.home_team_id = $1 or m.away_team_id = $1)
         order by ${s.time} desc, m.id desc limit 10`,
        [team, id],
      )
    ).map((r) => battleRow(r, team));
  const summary = { played: history.length, home_won: 0, drawn: 0, away_won: 0, home_goals: 0, away_goals: 0 };
  for (const m of history) {
    const ours = m.home_team_id === teams.home_team_id ? m.home_score : m.away_score;
    const theirs = m.home_team_id === teams.home_team_id ? m.away_score : m.home_score;
    summary.home_goals += ours;
    summary.away_goals += theirs;
    if (ours > theirs) summary.home_won += 1;
    else if (ours === theirs) summary.drawn += 1;
    else summary.away_won += 1;
  }
  return {
    home_team_id: teams.home_team_id,
    away_team_id: teams.away_team_id,
    summary,
    history,
    home_recent: await recent(teams.home_team_id),
    away_recent: await recent(teams.away_team_id),
  };
}
