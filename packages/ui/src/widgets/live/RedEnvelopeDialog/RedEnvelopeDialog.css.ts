export { balance, dialogBody, input, muted, row } from '../shared.css';
