import { prefetch } from '../../lib/prefetch';
import { fetchRecommended } from './api/home';

export const HOME_RECOMMENDED = 'scores:homeRecommended';

/** /main's preload (issue 13): the event recommendation starts with the page, not after its render. */
export function preloadHomeScores(): void {
  prefetch(HOME_RECOMMENDED, fetchRecommended);
}
