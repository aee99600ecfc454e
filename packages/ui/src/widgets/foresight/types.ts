import type { TeamRefData } from '../database/types';
import type { Named } from '../scores/types';

// /foresight's data (issue 19), shaped as openapi's Foresight* schemas so the app passes what the
// server answers as it is (ui imports no api-client: structural copies of the fields read).

/** Home win, draw, away win (0–1, summing to 1). */
export interface ProbsData {
  home: number;
  draw: number;
  away: number;
}

export interface SuspensionData extends Named {
  player_id: number;
  number: number;
  name_zh: string;
  name_zht?: string;
  name_en: string;
  name_vi: string;
  /** The match he was sent off in. */
  match_id: number;
}

export interface PreviewSideData {
  team: TeamRefData;
  form: readonly string[];
  standing: { rank: number; teams: number; played: number; points: number } | null;
  suspended: readonly SuspensionData[];
}

export interface MeetingData {
  match_id: number;
  time: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
}

export interface PreviewData {
  match_id: number;
  time: number;
  status: number;
  competition: { id: number; name_zh: string; name_zht?: string; name_en: string; name_vi: string };
  home: PreviewSideData;
  away: PreviewSideData;
  h2h: readonly MeetingData[];
  prediction: {
    model: ProbsData;
    expected_goals: { home: number; away: number };
    odds: ProbsData | null;
    overround: number | null;
    results_used: number;
    before_kickoff: 0 | 1 | number;
  };
}

export interface ModelReportData {
  matches: number;
  compared: number;
  before_kickoff: number;
  model_brier: number | null;
  odds_brier: number | null;
}
