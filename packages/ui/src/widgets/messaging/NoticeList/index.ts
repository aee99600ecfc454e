export { NoticeList, type NoticeListProps } from './NoticeList';
