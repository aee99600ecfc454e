export { type RoomCategory, RoomSettings, type RoomSettingsProps, type RoomSettingsValue } from './RoomSettings';
