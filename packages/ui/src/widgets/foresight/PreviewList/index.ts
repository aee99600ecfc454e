export { PreviewList, type PreviewListProps } from './PreviewList';
