export { CompetitionHeader, type CompetitionHeaderProps, type CompetitionOverviewData } from './CompetitionHeader';
