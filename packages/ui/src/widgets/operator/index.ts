// The operator console's widget family (issues 14–16): customer service, withdrawal review and
// streamer application review. Customer service composes the messaging family's widgets.
export * from './ApplicationReview';
export * from './KefuDesk';
export { REVIEW_REASON_MAX, ReviewActions, type ReviewActionsProps } from './ReviewActions';
export * from './WithdrawalReview';
