// The messaging widget family (issue 16): private chat, contacts, groups and the message centre.
export * from './Composer';
export * from './ContactList';
export * from './ConversationList';
export {
  groupContacts,
  initialOf,
  LOAD_MORE_THRESHOLD_PX,
  relativeKind,
  showsTime,
  TIME_SEPARATOR_SECONDS,
  tokenizeMessage,
  unreadLabel,
} from './format';
export * from './GroupDialog';
export * from './MessagePane';
export { MessageText, type MessageTextProps } from './MessageText';
export * from './NewMessageNotice';
export * from './NoticeList';
export {
  type ChatMessageView,
  type Contact,
  type ConversationSummary,
  type GroupSummary,
  type MessageState,
  messageStates,
  type SystemNotice,
} from './types';
