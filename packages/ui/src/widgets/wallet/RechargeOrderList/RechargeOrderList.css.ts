export * from '../lists.css';
