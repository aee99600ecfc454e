export { type ApplicationForReview, ApplicationReview, type ApplicationReviewProps } from './ApplicationReview';
