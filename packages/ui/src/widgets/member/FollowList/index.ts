export { type FollowedStreamer, FollowList, type FollowListProps } from './FollowList';
