export {
  type MenuUser,
  type MenuUserStatus,
  type ModeratorRole,
  MUTE_MINUTES,
  moderatorRoles,
  type RoomUserAction,
  RoomUserMenu,
  type RoomUserMenuProps,
} from './RoomUserMenu';
