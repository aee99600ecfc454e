export { ConversionForm, type ConversionFormProps } from './ConversionForm';
