export { cs2StatColumns, mobaStatColumns, PlayerStatTable, type PlayerStatTableProps } from './PlayerStatTable';
