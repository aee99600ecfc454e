export { GuardDialog, type GuardDialogProps, type GuardTierItem } from './GuardDialog';
