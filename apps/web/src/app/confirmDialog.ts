// The lazy entry of the session-ended dialog (see Shell).
export { ConfirmDialog as default } from '@arena/ui';
