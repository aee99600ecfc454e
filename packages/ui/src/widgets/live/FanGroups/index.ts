export { type FanGroupRow, FanGroups, type FanGroupsProps } from './FanGroups';
