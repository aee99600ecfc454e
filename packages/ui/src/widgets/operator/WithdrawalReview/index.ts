export { type WithdrawalForReview, WithdrawalReview, type WithdrawalReviewProps } from './WithdrawalReview';
