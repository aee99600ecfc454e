export { type ApplicationValues, ApplyForm, type ApplyFormProps } from './ApplyForm';
