export { basketballPositions, footballPositions, SquadList, type SquadListProps } from './SquadList';
