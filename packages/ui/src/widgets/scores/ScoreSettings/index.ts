export {
  defaultGameSettings,
  defaultImmediatelySettings,
  type GameSettings,
  type ImmediatelySettings,
  ScoreSettings,
  ScoreSettingsPanel,
  type ScoreSettingsPanelProps,
  type ScoreSettingsProps,
} from './ScoreSettings';
