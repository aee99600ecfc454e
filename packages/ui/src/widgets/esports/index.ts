// The esports widget family (issue 19): series lists, the series scoreboard, its games (maps), player
// lines and league tables. One folder per widget; plain data and callbacks in, no fetching.
export * from './EsportsStandings';
export * from './GameStrip';
export * from './PlayerStatTable';
export * from './SeriesList';
export * from './SeriesScoreboard';
export {
  type EsportsGame,
  type EsportsStandingData,
  type EsportsTeamData,
  esportsGames,
  type GameStateData,
  type HalfData,
  type PlayerStatData,
  type SeriesData,
  type SeriesPhase,
  type Side,
  seriesPhases,
} from './types';
