export { AliPayForm, type AliPayFormProps, type BoundAliPay } from './AliPayForm';
