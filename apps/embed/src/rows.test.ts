import { describe, expect, it } from 'vitest';
import { basketballView, footballView, matchesFilters } from './rows';

const football = {
  id: 7,
  status: 4,
  competition_id: 129,
  home_team_id: 12904,
  away_team_id: 12901,
  home_team_name_zh: '那不勒斯',
  home_team_name_en: 'Napoli',
  away_team_name_zh: '国际米兰',
  away_team_name_en: 'Inter Milan',
  time: 1_795_442_507,
  match_str: '79',
  home_score: 2,
  away_score: 0,
};

const basketball = {
  id: 9,
  competition_id: 1,
  status_id: 6,
  time_left: 507,
  match_time: 1_795_442_555,
  home_team_data: {
    id: 108,
    logo: '/static/badge/team/108.svg',
    short_name_zh: '76人',
    short_name_zht: '76人',
    short_name_en: '76ers',
    short_name_vi: '76ers',
  },
  away_team_data: {
    id: 102,
    logo: '/static/badge/team/102.svg',
    short_name_zh: '勇士',
    short_name_zht: '勇士',
    short_name_en: 'Warriors',
    short_name_vi: 'Warriors',
  },
  home_scores_total: 49,
  away_scores_total: 64,
};

describe('football rows', () => {
  it('in play → the minute with a prime, the scores, names in the locale (zh when missing)', () => {
    expect(footballView(football, 'en')).toEqual({
      id: 7,
      phase: 'live',
      time: "79'",
      home: 'Napoli',
      away: 'Inter Milan',
      homeScore: '2',
      awayScore: '0',
    });
    expect(footballView(football, 'vi')).toMatchObject({ home: '那不勒斯' });
  });

  it('half-time, finished, not started (kick-off time, no score) and abnormal come from the catalog', () => {
    expect(footballView({ ...football, status: 3, match_str: 'HT' }, 'zh')).toMatchObject({ phase: 'live', time: '中场' });
    expect(footballView({ ...football, status: 8 }, 'en')).toMatchObject({ phase: 'finished', time: 'FT' });
    expect(footballView({ ...football, status: 1 }, 'en')).toMatchObject({
      phase: 'upcoming',
      time: expect.stringMatching(/^\d\d:\d\d$/),
      homeScore: '',
      awayScore: '',
    });
    expect(footballView({ ...football, status: 10 }, 'vi')).toMatchObject({ phase: 'other', time: 'Hoãn' });
  });
});

describe('basketball rows', () => {
  it('a quarter with the time left, totals; breaks and the end', () => {
    expect(basketballView(basketball, 'en')).toEqual({
      id: 9,
      phase: 'live',
      time: 'Q3 08:27',
      home: '76ers',
      away: 'Warriors',
      homeScore: '49',
      awayScore: '64',
    });
    expect(basketballView(basketball, 'zh')).toMatchObject({ time: '第3节 08:27', home: '76人' });
    expect(basketballView({ ...basketball, status_id: 5 }, 'en')).toMatchObject({ time: 'Break' });
    expect(basketballView({ ...basketball, status_id: 9, time_left: 60 }, 'en')).toMatchObject({ time: 'OT 01:00' });
    expect(basketballView({ ...basketball, status_id: 10 }, 'en')).toMatchObject({ phase: 'finished', time: 'FT' });
  });
});

describe('filters', () => {
  it('league by competition id; team by id or by part of a name in any language', () => {
    expect(matchesFilters('football', football, {})).toBe(true);
    expect(matchesFilters('football', football, { league: 129 })).toBe(true);
    expect(matchesFilters('football', football, { league: 82 })).toBe(false);
    expect(matchesFilters('football', football, { team: '12901' })).toBe(true);
    expect(matchesFilters('football', football, { team: '99' })).toBe(false);
    expect(matchesFilters('football', football, { team: 'inter' })).toBe(true);
    expect(matchesFilters('football', football, { team: '那不勒斯' })).toBe(true);
    expect(matchesFilters('football', football, { team: 'Juventus' })).toBe(false);
    expect(matchesFilters('basketball', basketball, { team: 'warriors' })).toBe(true);
    expect(matchesFilters('basketball', basketball, { team: '108' })).toBe(true);
    expect(matchesFilters('basketball', basketball, { team: 'Lakers' })).toBe(false);
  });
});
