export { BankCardForm, type BankCardFormProps, type BoundBankCard } from './BankCardForm';
