export { groupMatches, type ListSection, listSections, MatchList, type MatchListProps } from './MatchList';
