// The sports database widget family (issue 19): competitions, standings, fixtures, leaders, team and
// player pages. One folder per widget; plain data and callbacks in, no fetching.
export * from './CompetitionDirectory';
export * from './CompetitionHeader';
export { Entity, type EntityProps } from './Entity';
export { FavouriteStar, type FavouriteStarProps } from './FavouriteStar';
export * from './FixtureList';
export * from './FormChips';
export * from './LeadersTable';
export * from './PlayerCard';
export * from './PlayerMatches';
export { Segments, type SegmentsProps } from './Segments';
export * from './SquadList';
export * from './StandingsPanel';
export * from './StatTable';
export * from './TeamHeader';
export {
  type CompetitionData,
  type FormResult,
  formResults,
  type LeaderRowData,
  type PlayerMatchData,
  type PlayerStatsData,
  type SeasonData,
  type SquadPlayerData,
  type StandingZone,
  type TeamRefData,
  type TeamStatsData,
  type ZoneKind,
  zoneKinds,
} from './types';
