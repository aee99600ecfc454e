export { type WalletAction, type WalletBalances, WalletSummary, type WalletSummaryProps } from './WalletSummary';
