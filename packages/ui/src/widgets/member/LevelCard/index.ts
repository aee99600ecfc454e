export { LevelCard, type LevelCardProps, maskMobile } from './LevelCard';
