// The lazy entry of the avatar menu (see NavBarContainer).
export { UserMenu as default } from '@arena/ui';
