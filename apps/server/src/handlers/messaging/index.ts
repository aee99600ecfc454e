import type { Handlers } from '../types';
import { blockHandlers } from './blocks';
import { groupHandlers } from './groups';
import { kefuHandlers } from './kefu';
import { noticeHandlers } from './notices';
import { recordHandlers } from './records';

/** Messaging (issue 16): chat groups and contacts, block lists, message records, notices, customer service. */
export const messagingHandlers: Handlers = {
  ...groupHandlers,
  ...recordHandlers,
  ...blockHandlers,
  ...noticeHandlers,
  ...kefuHandlers,
};
