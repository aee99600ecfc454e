export { PlayerCard, type PlayerCardProps, type PlayerProfileData } from './PlayerCard';
