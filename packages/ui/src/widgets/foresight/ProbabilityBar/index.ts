export { ProbabilityBar, type ProbabilityBarProps } from './ProbabilityBar';
