export { type RoomCardData, RoomList, type RoomListProps } from './RoomList';
