export { ContactList, type ContactListProps } from './ContactList';
