export { DanmakuSettingsPanel, type DanmakuSettingsPanelProps } from './DanmakuSettingsPanel';
