export { ModelReport, type ModelReportProps } from './ModelReport';
