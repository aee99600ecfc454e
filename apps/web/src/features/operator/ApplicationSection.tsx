import { type ApplicationForReview, ApplicationReview } from '@arena/ui';
import { fetchApplicationsForReview, reviewApplication } from './api';
import { useReviewQueue } from './useReviewQueue';

/** Streamer applications (issue 15): the pending ones, oldest first; a reviewed one leaves the list. */
export function ApplicationSection() {
  return <ApplicationReview {...useReviewQueue<ApplicationForReview>(fetchApplicationsForReview, (a) => a.user_id, reviewApplication)} />;
}
