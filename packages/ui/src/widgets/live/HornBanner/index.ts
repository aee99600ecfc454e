export { HornBanner, type HornBannerProps } from './HornBanner';
