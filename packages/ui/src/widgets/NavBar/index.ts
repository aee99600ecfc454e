export { followLink } from '../../primitives/Link/followLink';
export { type LanguageOption, NavBar, type NavBarProps, type NavItem } from './NavBar';
export { type SearchAnchor, type SearchLive, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { type DailyTask, type SignDay, UserPanel, type UserPanelProps } from './UserPanel';
