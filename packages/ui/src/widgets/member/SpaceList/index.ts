export { type SpaceItem, type SpaceKind, SpaceList, type SpaceListProps, type SpaceReview, spaceKinds } from './SpaceList';
