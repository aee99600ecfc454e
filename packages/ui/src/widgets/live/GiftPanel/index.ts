export { COMBO_WINDOW_MS, type Combo, canAfford, comboAlive, nextCombo } from './combo';
export {
  type BackpackItem,
  GIFT_COUNTS,
  GiftEffect,
  type GiftEffectProps,
  type GiftItem,
  GiftPanel,
  type GiftPanelProps,
} from './GiftPanel';
