// @arena/realtime: framework-free realtime clients (DESIGN.md). Exports are grouped by feature so
// each can grow on its own: the score socket here (issue 5), the IM facade under ./im (issue 6).

// ── IM facade (issue 6, SPEC.md §7): local and tim drivers ──
export * from './im/index';
// ── Score socket and score store (issue 5; README "Score socket") ──
export { Backoff, type BackoffOptions } from './score/backoff';
export { bindScores } from './score/bind';
export { bindEsports, type EsportsRow, EsportsStore, type EsportsStoreEvents } from './score/esports';
export { parseIncoming } from './score/parse';
export {
  ScoreSocket,
  type ScoreSocketEvents,
  type ScoreSocketOptions,
  type ScoreSocketState,
  type Timers,
  type WebSocketConstructor,
  type WebSocketLike,
} from './score/socket';
export { type CardEvent, type CorrectionEvent, type GoalEvent, ScoreStore, type ScoreStoreEvents } from './score/store';
export {
  type BasketballExponentFrame,
  type BasketballMatchFrame,
  type BasketballOddsCell,
  type BasketballRow,
  type Classify,
  type EsportsFrame,
  type FootballExponentFrame,
  type FootballMatchFrame,
  type FootballRow,
  type IncomingMessage,
  type Market,
  type OddsCell,
  SCORE_FRAME_TYPES,
  type ScoreFrame,
  type Sport,
} from './score/types';
