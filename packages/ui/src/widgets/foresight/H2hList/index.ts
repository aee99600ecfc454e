export { H2hList, type H2hListProps } from './H2hList';
