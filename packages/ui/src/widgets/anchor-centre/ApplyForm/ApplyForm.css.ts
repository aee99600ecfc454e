export { card, columns, counter, error, form, group, heading, label, muted, ok, row, textArea } from '../shared.css';
