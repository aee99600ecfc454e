// The live-room widget family (issue 6): one folder per widget, each with its own styles and index.
export {
  CHAT_MAX_LENGTH,
  type ChatConnection,
  type ChatLine,
  ChatPane,
  type ChatPaneProps,
  type ChatPart,
  ChatText,
  chatConnections,
  type EmojiEntry,
  tokenizeChat,
} from './ChatPane';
export {
  createCanvasMeasure,
  DANMAKU_AREAS,
  DANMAKU_SIZES,
  DanmakuCanvas,
  type DanmakuCanvasOptions,
  type DanmakuComment,
  DanmakuEngine,
  type DanmakuEngineOptions,
  type DanmakuItem,
  DanmakuLayer,
  type DanmakuLayerHandle,
  type DanmakuLayerProps,
  type DanmakuSettings,
  DEFAULT_DANMAKU_SETTINGS,
  itemLabel,
} from './DanmakuLayer';
export { DanmakuSettingsPanel, type DanmakuSettingsPanelProps } from './DanmakuSettingsPanel';
export { type FanGroupRow, FanGroups, type FanGroupsProps } from './FanGroups';
export {
  type BackpackItem,
  COMBO_WINDOW_MS,
  type Combo,
  canAfford,
  comboAlive,
  GIFT_COUNTS,
  GiftEffect,
  type GiftEffectProps,
  type GiftItem,
  GiftPanel,
  type GiftPanelProps,
  nextCombo,
} from './GiftPanel';
export { GuardDialog, type GuardDialogProps, type GuardTierItem } from './GuardDialog';
export { HornBanner, type HornBannerProps } from './HornBanner';
export {
  HORN_MAX_LENGTH,
  HornDialog,
  type HornDialogProps,
  type HornItem,
  type HornQuota,
  type HornStatus,
  hornStatuses,
} from './HornDialog';
export { NobleDialog, type NobleDialogProps, type NobleTierItem, noblePrivileges } from './NobleDialog';
export { formatDuration, type PlaybackItem, PlaybackList, type PlaybackListProps } from './PlaybackList';
export {
  Player,
  PlayerControl,
  type PlayerProps,
  type PlayerQuality,
  type PlayerState,
  playerQualities,
  playerStates,
  preloadPlayer,
  preloadStream,
} from './Player';
export { RankPanel, type RankPanelProps, type RankRow } from './RankPanel';
export { RedEnvelopeDialog, type RedEnvelopeDialogProps } from './RedEnvelopeDialog';
export { ANNOUNCEMENT_MAX, RoomHeader, type RoomHeaderProps } from './RoomHeader';
export { type RoomCardData, RoomList, type RoomListProps } from './RoomList';
