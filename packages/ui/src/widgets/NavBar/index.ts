export { type LanguageOption, NavBar, type NavBarProps, type NavItem, followLink } from './NavBar';
export { UserMenu, type UserMenuProps } from './UserMenu';
export { type SearchAnchor, type SearchLive, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
export { type DailyTask, type SignDay, UserPanel, type UserPanelProps } from './UserPanel';
