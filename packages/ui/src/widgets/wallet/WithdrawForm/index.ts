export {
  type BoundAccounts,
  type WithdrawalRules,
  WithdrawForm,
  type WithdrawFormProps,
  type WithdrawMethod,
  withdrawMethods,
} from './WithdrawForm';
