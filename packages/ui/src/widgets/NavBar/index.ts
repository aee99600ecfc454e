export { type LanguageOption, NavBar, type NavBarProps, type NavItem, UserMenu, type UserMenuProps, followLink } from './NavBar';
export { type SearchAnchor, type SearchLive, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
export { type DailyTask, type SignDay, UserPanel, type UserPanelProps } from './UserPanel';
