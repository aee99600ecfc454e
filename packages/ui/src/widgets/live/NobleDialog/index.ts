export { NobleDialog, type NobleDialogProps, type NobleTierItem, noblePrivileges } from './NobleDialog';
