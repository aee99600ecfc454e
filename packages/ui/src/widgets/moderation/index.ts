// The room-moderation widget family (issue 15): the chat's user menu, the anchor centre's assistants and kicked lists.
export * from './AssistantList';
export * from './KickedList';
export * from './RoomUserMenu';
