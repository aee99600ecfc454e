import { useMessages } from '../../../i18n/useMessages';
import { Slider } from '../../../primitives/Slider/Slider';
import { Switch } from '../../../primitives/Switch/Switch';
import { DANMAKU_AREAS, DANMAKU_SIZES, type DanmakuSettings } from '../DanmakuLayer/engine';
import * as styles from './DanmakuSettingsPanel.css';

export interface DanmakuSettingsPanelProps {
  settings: DanmakuSettings;
  onChange: (settings: DanmakuSettings) => void;
}

/** SPEC.md §3 danmaku settings: show, area (quarters of the screen), size, opacity. */
export function DanmakuSettingsPanel({ settings, onChange }: DanmakuSettingsPanelProps) {
  const t = useMessages('ui.live.danmaku');
  const set = (patch: Partial<DanmakuSettings>) => onChange({ ...settings, ...patch });
  return (
    <div className={styles.dialogBody}>
      <Switch label={t('show')} checked={settings.show} onCheckedChange={(show) => set({ show })} />
      <fieldset className={styles.segmented} aria-label={t('area')}>
        <legend className={styles.legend}>{t('area')}</legend>
        {DANMAKU_AREAS.map((a) => (
          <button key={a} type="button" className={styles.segment} aria-pressed={settings.area === a} onClick={() => set({ area: a })}>
            {t(`area${a}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.segmented} aria-label={t('size')}>
        <legend className={styles.legend}>{t('size')}</legend>
        {DANMAKU_SIZES.map((s) => (
          <button key={s} type="button" className={styles.segment} aria-pressed={settings.size === s} onClick={() => set({ size: s })}>
            {t(`size${s}`)}
          </button>
        ))}
      </fieldset>
      <Slider
        label={t('opacity')}
        value={settings.opacity}
        min={10}
        max={100}
        step={5}
        onValueChange={(opacity) => set({ opacity })}
        formatValue={(v) => `${v}%`}
      />
    </div>
  );
}
