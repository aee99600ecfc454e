// The live-scores widget family (issue 5): rows, the list, filters, the date strip, settings, goal
// pop-ups and the match detail panels. Plain data and callbacks in; no fetching, no sockets.
export { DateStrip, type DateStripProps } from './DateStrip';
export { addDays, basketballPhase, clock, footballPhase, langOf, localToday, nameOf, phaseOf } from './format';
export {
  type GoalPopupItem,
  type GoalPopupKind,
  GoalPopupStack,
  type GoalPopupStackProps,
  goalPopupKinds,
  goalPopupTopInset,
} from './GoalPopup';
export {
  type BattleRowData,
  HeadToHead,
  type HeadToHeadProps,
  type LineupData,
  MatchLineups,
  type MatchLineupsProps,
  MatchScoreboard,
  type MatchScoreboardProps,
  MatchStats,
  type MatchStatsProps,
  MatchTimeline,
  type MatchTimelineProps,
  OddsHistory,
  type OddsHistoryProps,
  type OddsMovementData,
  type PlayerData,
  type StandingRowData,
  StandingsTable,
  type StandingsTableProps,
  type StatLineData,
  type TimelineEventData,
} from './MatchDetail';
export { type FilterMode, type FilterOption, filterModes, type MatchFilter, MatchFilters, type MatchFiltersProps } from './MatchFilters';
export { groupMatches, type ListSection, listSections, MatchList, type MatchListProps } from './MatchList';
export {
  BasketballMatchRow,
  type BasketballMatchRowProps,
  CollectStar,
  type CollectStarProps,
  FootballMatchRow,
  type FootballMatchRowProps,
} from './MatchRow';
export { type MatchView, matchView, type OddsView, useMatchView } from './matchView';
export {
  defaultGameSettings,
  defaultImmediatelySettings,
  type GameSettings,
  type ImmediatelySettings,
  ScoreSettings,
  ScoreSettingsPanel,
  type ScoreSettingsPanelProps,
  type ScoreSettingsProps,
} from './ScoreSettings';
export {
  type BasketballMatchData,
  type BasketballOddsData,
  defaultRowDisplay,
  type FootballMatchData,
  type MatchData,
  type MatchPhase,
  type OddsCellData,
  type OddsMarket,
  type OddsMarketData,
  oddsMarkets,
  type RowDisplay,
  type Sport,
} from './types';
