import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { langOf, nameOf } from '../format';
import type { Named } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface BattleRowData extends Named {
  id: number;
  time: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  half_score?: string;
  result?: 'W' | 'D' | 'L';
}

export interface HeadToHeadProps {
  homeName: string;
  awayName: string;
  summary?: { played?: number; home_won?: number; drawn?: number; away_won?: number; home_goals?: number; away_goals?: number };
  history: readonly BattleRowData[];
  homeRecent: readonly BattleRowData[];
  awayRecent: readonly BattleRowData[];
}

function BattleTable({ caption, rows, withResult }: { caption: string; rows: readonly BattleRowData[]; withResult: boolean }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.headToHead');
  return (
    <table className={styles.table}>
      <caption className={styles.heading}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.th} scope="col">
            {t('date')}
          </th>
          <th className={styles.th} scope="col">
            {t('competition')}
          </th>
          <th className={styles.th} scope="col">
            {t('match')}
          </th>
          {withResult ? (
            <th className={styles.th} scope="col">
              {t('result')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={styles.td} colSpan={withResult ? 4 : 3}>
              {t('none')}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id}>
              <td className={styles.td}>{intl.formatDate(r.time * 1000, { year: '2-digit', month: '2-digit', day: '2-digit' })}</td>
              <td className={`${styles.td} ${styles.tdName}`}>
                {nameOf(r, 'competition_short_name', lang) || String(r.competition ?? '')}
              </td>
              <td className={`${styles.td} ${styles.tdName}`}>
                {intl.formatMessage(
                  { id: 'ui.headToHead.line' },
                  {
                    home: nameOf(r, 'home_name', lang) || String(r.home_name ?? ''),
                    away: nameOf(r, 'away_name', lang) || String(r.away_name ?? ''),
                    homeScore: r.home_score,
                    awayScore: r.away_score,
                  },
                )}
              </td>
              {withResult ? (
                <td className={styles.td}>
                  <span className={styles.result} data-result={r.result}>
                    {r.result ? t(`r.${r.result}`) : '-'}
                  </span>
                </td>
              ) : null}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Past meetings of the two teams with a summary, and each team's recent form. */
export function HeadToHead({ homeName, awayName, summary, history, homeRecent, awayRecent }: HeadToHeadProps) {
  const t = useMessages('ui.headToHead');
  return (
    <div className={styles.panel}>
      {summary?.played ? (
        <p className={styles.summary}>
          {t('summary', {
            played: summary.played,
            home: homeName,
            away: awayName,
            homeWon: summary.home_won ?? 0,
            drawn: summary.drawn ?? 0,
            awayWon: summary.away_won ?? 0,
            homeGoals: summary.home_goals ?? 0,
            awayGoals: summary.away_goals ?? 0,
          })}
        </p>
      ) : null}
      <BattleTable caption={t('history')} rows={history} withResult={false} />
      <div className={styles.columns}>
        <BattleTable caption={t('recent', { team: homeName })} rows={homeRecent} withResult />
        <BattleTable caption={t('recent', { team: awayName })} rows={awayRecent} withResult />
      </div>
    </div>
  );
}
