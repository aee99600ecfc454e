export { type CompetitionOverviewData, CompetitionHeader, type CompetitionHeaderProps } from './CompetitionHeader';
