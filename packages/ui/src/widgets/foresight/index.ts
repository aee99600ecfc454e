// The foresight widget family (issue 19, /foresight): match previews and the model's record. Plain
// data and callbacks in, no fetching.
export * from './FormStrip';
export * from './H2hList';
export * from './ModelReport';
export * from './PreviewCard';
export * from './PreviewList';
export * from './ProbabilityBar';
export { wholePercents } from './percent';
export type { MeetingData, ModelReportData, PreviewData, PreviewSideData, ProbsData, SuspensionData } from './types';
