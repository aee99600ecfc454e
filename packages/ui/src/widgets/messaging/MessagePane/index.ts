export { MessagePane, type MessagePaneProps } from './MessagePane';
