export { CHAT_MAX_LENGTH, type ChatConnection, type ChatLine, ChatPane, type ChatPaneProps, ChatText, chatConnections } from './ChatPane';
export { type ChatPart, type EmojiEntry, tokenizeChat } from './emoji';
