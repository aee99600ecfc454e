export { KickedList, type KickedListProps, type KickedRow } from './KickedList';
