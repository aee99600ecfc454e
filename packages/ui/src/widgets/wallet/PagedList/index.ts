export { PagedList, type PagedListProps } from './PagedList';
