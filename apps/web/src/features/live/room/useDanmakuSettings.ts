import { type DanmakuSettings, DEFAULT_DANMAKU_SETTINGS } from '@arena/ui';
import { useState } from 'react';

/** Where the viewer's danmaku settings are kept between visits (local storage). */
const DANMAKU_KEY = 'danmakuSettings';

function readDanmakuSettings(): DanmakuSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(DANMAKU_KEY) ?? 'null') as Partial<DanmakuSettings> | null;
    return { ...DEFAULT_DANMAKU_SETTINGS, ...(saved ?? {}) };
  } catch {
    return DEFAULT_DANMAKU_SETTINGS;
  }
}

/** The danmaku settings, read from local storage once and saved there on every change. */
export function useDanmakuSettings(): [DanmakuSettings, (next: DanmakuSettings) => void] {
  const [settings, setSettings] = useState<DanmakuSettings>(readDanmakuSettings);
  const change = (next: DanmakuSettings) => {
    setSettings(next);
    localStorage.setItem(DANMAKU_KEY, JSON.stringify(next));
  };
  return [settings, change];
}
