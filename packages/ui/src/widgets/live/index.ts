export {
  CHAT_MAX_LENGTH,
  type ChatConnection,
  type ChatLine,
  ChatPane,
  type ChatPaneProps,
  ChatText,
  chatConnections,
} from './chat/ChatPane';
export { type ChatPart, type EmojiEntry, tokenizeChat } from './chat/emoji';
export { createCanvasMeasure, DanmakuCanvas, type DanmakuCanvasOptions } from './danmaku/canvas';
export { DanmakuLayer, type DanmakuLayerHandle, type DanmakuLayerProps } from './danmaku/DanmakuLayer';
export { DanmakuSettingsPanel, type DanmakuSettingsPanelProps } from './danmaku/DanmakuSettingsPanel';
export {
  DANMAKU_AREAS,
  DANMAKU_SIZES,
  type DanmakuComment,
  DanmakuEngine,
  type DanmakuEngineOptions,
  type DanmakuItem,
  type DanmakuSettings,
  DEFAULT_DANMAKU_SETTINGS,
  itemLabel,
} from './danmaku/engine';
export { COMBO_WINDOW_MS, type Combo, canAfford, comboAlive, nextCombo } from './gifts/combo';
export {
  type BackpackItem,
  GIFT_COUNTS,
  GiftEffect,
  type GiftEffectProps,
  type GiftItem,
  GiftPanel,
  type GiftPanelProps,
} from './gifts/GiftPanel';
export {
  Player,
  PlayerControl,
  type PlayerProps,
  type PlayerQuality,
  type PlayerState,
  playerQualities,
  playerStates,
} from './player/Player';
export { preloadPlayer, preloadStream } from './player/preloadPlayer';
export { GuardDialog, type GuardDialogProps, type GuardTierItem, RedEnvelopeDialog, type RedEnvelopeDialogProps } from './room/Dialogs';
export { HornBanner, type HornBannerProps } from './room/HornBanner';
export {
  HORN_MAX_LENGTH,
  HornDialog,
  type HornDialogProps,
  type HornItem,
  type HornQuota,
  type HornStatus,
  hornStatuses,
} from './room/HornDialog';
export { NobleDialog, type NobleDialogProps, type NobleTierItem, noblePrivileges } from './room/NobleDialog';
export { formatDuration, type PlaybackItem, PlaybackList, type PlaybackListProps } from './room/PlaybackList';
export { RankPanel, type RankPanelProps, type RankRow } from './room/RankPanel';
export { type RoomCardData, RoomList, type RoomListProps } from './room/RoomCard';
export { ANNOUNCEMENT_MAX, RoomHeader, type RoomHeaderProps } from './room/RoomHeader';
