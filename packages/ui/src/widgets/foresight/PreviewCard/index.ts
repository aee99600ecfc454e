export { PreviewCard, type PreviewCardProps } from './PreviewCard';
