export { EsportsStandings, type EsportsStandingsProps } from './EsportsStandings';
