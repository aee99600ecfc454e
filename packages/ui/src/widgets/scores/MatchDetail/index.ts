// The match detail panels (issue 5): one file per panel, styled by MatchDetail.css.ts.
export { type BattleRowData, HeadToHead, type HeadToHeadProps } from './HeadToHead';
export { type LineupData, MatchLineups, type MatchLineupsProps } from './MatchLineups';
export { MatchScoreboard, type MatchScoreboardProps } from './MatchScoreboard';
export { MatchStats, type MatchStatsProps, type StatLineData } from './MatchStats';
export { MatchTimeline, type MatchTimelineProps, type TimelineEventData } from './MatchTimeline';
export { OddsHistory, type OddsHistoryProps, type OddsMovementData } from './OddsHistory';
export { type StandingRowData, StandingsTable, type StandingsTableProps } from './StandingsTable';
export type { PlayerData } from './types';
