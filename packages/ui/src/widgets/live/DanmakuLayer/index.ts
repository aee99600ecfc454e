export { createCanvasMeasure, DanmakuCanvas, type DanmakuCanvasOptions } from './canvas';
export { DanmakuLayer, type DanmakuLayerHandle, type DanmakuLayerProps } from './DanmakuLayer';
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
} from './engine';
