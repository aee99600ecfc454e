export { ANNOUNCEMENT_MAX, RoomHeader, type RoomHeaderProps } from './RoomHeader';
