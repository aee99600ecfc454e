import type { Viewer } from '../../database/overview';
import { dayOf } from '../../database/seasons';
import type { RequestContext } from '../types';

/** Who reads the database pages: favourites are the signed-in user's (0: a visitor), "today" the server clock's. */
export const viewerOf = ({ services, origin, user }: Pick<RequestContext, 'services' | 'origin' | 'user'>): Viewer => ({
  userId: user?.id ?? 0,
  today: dayOf(services.config.now()),
  origin,
});
