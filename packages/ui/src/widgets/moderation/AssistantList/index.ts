export { AssistantList, type AssistantListProps, type AssistantRow, MAX_ASSISTANTS } from './AssistantList';
