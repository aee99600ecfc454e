import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../i18n';
import { matchView } from './matchView';

const intl = createIntl({ locale: 'en', messages: uiMessages.en });

describe('matchView', () => {
  it('given a football row in play → its English names, the minute as the status, the short league for rows and the full one for the detail', () => {
    const view = matchView(
      'football',
      {
        id: 1,
        status: 4,
        match_str: '67',
        home_team_name_zh: '阿森纳',
        home_team_name_en: 'Arsenal',
        away_team_name_en: 'Chelsea',
        competition_name_en: 'Premier League',
        competition_short_name_en: 'EPL',
        home_score: 2,
        away_score: 1,
        half_score: '1-0',
        home_red_card: 1,
        exponent: { eu: { initial: { win: 1.5, draw: 3, fail: 5, sealing_disk: 0 }, immediate: { win: 1.6, draw: 3.1, fail: 4.5 } } },
      },
      intl,
    );
    expect(view).toMatchObject({
      home: 'Arsenal',
      away: 'Chelsea',
      league: 'EPL',
      leagueFull: 'Premier League',
      phase: 'live',
      started: true,
      homeScore: 2,
      awayScore: 1,
      status: { text: "67'", live: true },
      halfScore: '1-0',
      cards: { home: { red: 1 } },
    });
    expect(view.odds.eu).toEqual({ suspended: false, cells: ['1.60', '3.10', '4.5'] });
    expect(view.odds.asia).toEqual({ suspended: false, cells: ['-', '-', '-'] });
  });

  it('given a football row at half-time → the word, still live', () => {
    const view = matchView('football', { id: 2, status: 3, match_str: '45' }, intl);
    expect(view.status).toEqual({ text: intl.formatMessage({ id: 'ui.matchRow.football.3' }), live: true });
  });

  it('given a basketball row in a quarter → the quarter and its clock, totals as scores, quarters per side, suspended odds', () => {
    const view = matchView(
      'basketball',
      {
        id: 3,
        status_id: 4,
        time_left: 125,
        home_team_data: { short_name_en: 'Lakers' },
        away_team_data: { short_name_en: 'Celtics' },
        competition_name_en: 'National Basketball Association',
        short_name_en: 'NBA',
        home_scores: [20, 25],
        away_scores: [22, 18],
        home_scores_total: 45,
        away_scores_total: 40,
        asia: { host: 0.9, line: -3.5, guest: 0.95, sealing_disk: 1 },
      },
      intl,
    );
    expect(view).toMatchObject({
      home: 'Lakers',
      away: 'Celtics',
      league: 'NBA',
      leagueFull: 'National Basketball Association',
      started: true,
      homeScore: 45,
      awayScore: 40,
      status: { text: `${intl.formatMessage({ id: 'ui.matchRow.basketball.4' })} 2:05`, live: true },
      quarters: { home: [20, 25], away: [22, 18] },
    });
    expect(view.odds.asia.suspended).toBe(true);
  });
});
