export { FixtureList, type FixtureListProps, type RoundData } from './FixtureList';
