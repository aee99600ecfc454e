export { FormChips, type FormChipsProps } from './FormChips';
