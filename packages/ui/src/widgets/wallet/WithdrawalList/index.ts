export { type WithdrawalItem, WithdrawalList, type WithdrawalListProps } from './WithdrawalList';
