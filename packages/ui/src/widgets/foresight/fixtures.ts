import type { ModelReportData, PreviewData } from './types';

// Story and test data shaped like the server's answers (Database/previews, Database/model_report).

const team = (id: number, zh: string, en: string, vi: string) => ({
  team_id: id,
  team_name_zh: zh,
  team_name_zht: zh,
  team_name_en: en,
  team_name_vi: vi,
  team_logo: '',
});

export const previewFixture: PreviewData = {
  match_id: 2049402,
  time: 1_764_086_400,
  status: 1,
  competition: { id: 82, name_zh: '英格兰超级联赛', name_zht: '英格蘭超級聯賽', name_en: 'Premier League', name_vi: 'Ngoại hạng Anh' },
  home: {
    team: team(8201, '阿森纳', 'Arsenal', 'Arsenal'),
    form: ['W', 'W', 'D', 'L', 'W'],
    standing: { rank: 1, teams: 8, played: 10, points: 22 },
    suspended: [],
  },
  away: {
    team: team(8204, '切尔西', 'Chelsea', 'Chelsea'),
    form: ['L', 'D', 'W', 'L', 'D'],
    standing: { rank: 6, teams: 8, played: 10, points: 11 },
    suspended: [],
  },
  h2h: [
    { match_id: 2048801, time: 1_763_568_000, home_team_id: 8204, away_team_id: 8201, home_score: 1, away_score: 2 },
    { match_id: 2047301, time: 1_762_358_400, home_team_id: 8201, away_team_id: 8204, home_score: 0, away_score: 0 },
  ],
  prediction: {
    model: { home: 0.4762, draw: 0.2631, away: 0.2607 },
    expected_goals: { home: 1.62, away: 1.08 },
    odds: { home: 0.4153, draw: 0.2794, away: 0.3053 },
    overround: 0.061,
    results_used: 312,
    before_kickoff: 1,
  },
};

export const suspendedFixture: PreviewData = {
  ...previewFixture,
  away: {
    ...previewFixture.away,
    suspended: [
      {
        player_id: 820405,
        number: 5,
        name_zh: '托马斯·穆勒',
        name_zht: '托馬斯·穆勒',
        name_en: 'Thomas Miller',
        name_vi: 'Thomas Miller',
        match_id: 2048903,
      },
    ],
  },
};

export const noOddsFixture: PreviewData = {
  ...previewFixture,
  h2h: [],
  prediction: { ...previewFixture.prediction, odds: null, overround: null },
};

export const secondPreviewFixture: PreviewData = {
  ...previewFixture,
  match_id: 2049403,
  time: 1_764_090_000,
  home: { ...previewFixture.away, team: team(8202, '曼城', 'Manchester City', 'Manchester City') },
  away: { ...previewFixture.home, team: team(8203, '利物浦', 'Liverpool', 'Liverpool'), standing: null },
  h2h: [],
  prediction: { ...previewFixture.prediction, model: { home: 1 / 3, draw: 1 / 3, away: 1 / 3 } },
};

export const reportFixture: ModelReportData = { matches: 50, compared: 50, before_kickoff: 12, model_brier: 0.6312, odds_brier: 0.6547 };
