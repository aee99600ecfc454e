export { type FilterMode, type FilterOption, filterModes, type MatchFilter, MatchFilters, type MatchFiltersProps } from './MatchFilters';
