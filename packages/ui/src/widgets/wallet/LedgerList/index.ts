export { type LedgerEntry, type LedgerKind, LedgerList, type LedgerListProps } from './LedgerList';
