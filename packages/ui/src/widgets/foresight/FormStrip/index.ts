export { FormStrip, type FormStripProps } from './FormStrip';
