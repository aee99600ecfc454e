export { type ApplicationState, ApplicationStatus, type ApplicationStatusProps } from './ApplicationStatus';
