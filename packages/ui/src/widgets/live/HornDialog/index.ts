export {
  HORN_MAX_LENGTH,
  HornDialog,
  type HornDialogProps,
  type HornItem,
  type HornQuota,
  type HornStatus,
  hornStatuses,
} from './HornDialog';
