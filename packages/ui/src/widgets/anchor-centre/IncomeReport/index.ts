export {
  type BroadcastRecord,
  type Contributor,
  type IncomePeriod,
  IncomeReport,
  type IncomeReportProps,
  type IncomeRow,
} from './IncomeReport';
