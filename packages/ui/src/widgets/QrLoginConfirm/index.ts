export {
  type QrConfirmState,
  type QrDeviceType,
  QrLoginConfirm,
  type QrLoginConfirmProps,
  type QrLoginRequest,
  qrConfirmStates,
  qrDeviceTypes,
} from './QrLoginConfirm';
