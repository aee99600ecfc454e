export { basketballStatColumns, footballStatColumns, type StatColumn, StatTable, type StatTableProps } from './StatTable';
