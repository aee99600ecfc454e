export { SeriesList, type SeriesListProps } from './SeriesList';
