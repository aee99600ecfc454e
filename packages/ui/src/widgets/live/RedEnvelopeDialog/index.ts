export { RedEnvelopeDialog, type RedEnvelopeDialogProps } from './RedEnvelopeDialog';
