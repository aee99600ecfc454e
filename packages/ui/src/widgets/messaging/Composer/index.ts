export { Composer, type ComposerProps, MESSAGE_MAX_LENGTH } from './Composer';
