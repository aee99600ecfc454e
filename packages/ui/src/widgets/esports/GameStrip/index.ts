export { GameStrip, type GameStripProps } from './GameStrip';
