export { caption, scroller, strong, table, td, tdName, th } from '../shared.css';
