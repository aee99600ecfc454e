// The wallet widget family (issue 14): the wallet page (`/member?type=1`) and the binding page
// (`/member?type=4`). One folder per widget; the rules the forms check are in walletRules.ts.
export * from './AliPayForm';
export * from './BankCardForm';
export * from './ConversionForm';
export * from './LedgerList';
export * from './RechargeOrderList';
export * from './RechargePanel';
export * from './WalletSummary';
export * from './WithdrawalList';
export * from './WithdrawForm';
export {
  type AliPayInput,
  aliPayProblems,
  amountProblem,
  type BankCardInput,
  bankCardProblems,
  parseAmount,
  withdrawalFee,
} from './walletRules';
