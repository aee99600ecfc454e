export { Player, PlayerControl, type PlayerProps, type PlayerQuality, type PlayerState, playerQualities, playerStates } from './Player';
export { preloadPlayer, preloadStream } from './preloadPlayer';
