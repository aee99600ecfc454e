export { TeamHeader, type TeamHeaderProps, type TeamProfileData } from './TeamHeader';
