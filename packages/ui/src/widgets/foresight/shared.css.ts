// The foresight widgets sit in the database family's cards and tables; they share its pieces.
export { caption, card, heading, muted, row, scroller, table, td, th } from '../database/shared.css';
