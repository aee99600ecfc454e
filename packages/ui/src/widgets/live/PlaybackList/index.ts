export { formatDuration, type PlaybackItem, PlaybackList, type PlaybackListProps } from './PlaybackList';
