import type { GameSettings, ImmediatelySettings, RowDisplay } from '@arena/ui';
import { proxy, subscribe } from 'valtio';

// SPEC §3 app state: game settings (red, voice, yellow; defaults true, false, true) and immediately
// settings (value1–4; defaults true, true, false, false), kept in local storage so they survive a reload.

const KEYS = { game: 'gameSettings', immediately: 'immediatelySettings' } as const;
const defaultGameSettings: GameSettings = { red: true, voice: false, yellow: true };
const defaultImmediatelySettings: ImmediatelySettings = { value1: true, value2: true, value3: false, value4: false };

function read<T extends object>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const saved: Partial<T> = raw ? (JSON.parse(raw) as Partial<T>) : {};
    const out = { ...fallback };
    for (const k of Object.keys(fallback) as (keyof T)[]) if (typeof saved[k] === 'boolean') out[k] = saved[k] as T[keyof T];
    return out;
  } catch {
    return { ...fallback };
  }
}

export const scoreSettings = proxy({
  game: read<GameSettings>(KEYS.game, defaultGameSettings),
  immediately: read<ImmediatelySettings>(KEYS.immediately, defaultImmediatelySettings),
});

subscribe(scoreSettings, () => {
  try {
    localStorage.setItem(KEYS.game, JSON.stringify(scoreSettings.game));
    localStorage.setItem(KEYS.immediately, JSON.stringify(scoreSettings.immediately));
  } catch {
    // Storage full or blocked: the settings still apply for this visit.
  }
});

/** What the score rows show, from the immediately settings. */
export function rowDisplayOf(s: ImmediatelySettings): RowDisplay {
  return { cards: s.value1, halfTime: s.value2, odds: s.value3, corners: s.value4 };
}
