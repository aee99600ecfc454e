export * from '../shared.css';
