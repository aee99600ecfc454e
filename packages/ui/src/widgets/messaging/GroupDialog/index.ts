export { GROUP_NAME_MAX, GroupDialog, type GroupDialogMode, type GroupDialogProps, groupDialogModes } from './GroupDialog';
