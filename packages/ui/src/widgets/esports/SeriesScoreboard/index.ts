export { SeriesScoreboard, type SeriesScoreboardProps } from './SeriesScoreboard';
