import type { Handlers } from '../types';
import { followHandlers } from './follows';
import { moderationHandlers } from './moderation';
import { reservationHandlers } from './reservations';
import { roomHandlers } from './rooms';
import { settingsHandlers } from './settings';
import { streamerHandlers } from './streamer';

/** Room lists, the streamer's calls, reservations, follows and moderation. */
export const liveHandlers: Handlers = {
  ...roomHandlers,
  ...streamerHandlers,
  ...settingsHandlers,
  ...reservationHandlers,
  ...followHandlers,
  ...moderationHandlers,
};
