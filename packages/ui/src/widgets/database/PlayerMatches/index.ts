export { PlayerMatches, type PlayerMatchesProps } from './PlayerMatches';
