export { basketballLeaderKinds, footballLeaderKinds, type LeaderKind, LeadersTable, type LeadersTableProps } from './LeadersTable';
