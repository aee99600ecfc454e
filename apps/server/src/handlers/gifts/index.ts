import type { Handlers } from '../types';
import { barrageHandlers } from './barrage';
import { giftHandlers as gifts } from './gifts';
import { guardHandlers } from './guard';
import { hornHandlers } from './horns';
import { nobleHandlers } from './noble';
import { redEnvelopeHandlers } from './red-envelopes';

/** What is given and bought in a room: gifts, barrage, guard, nobility, horns and red envelopes. */
export const giftHandlers: Handlers = {
  ...gifts,
  ...barrageHandlers,
  ...guardHandlers,
  ...nobleHandlers,
  ...hornHandlers,
  ...redEnvelopeHandlers,
};
