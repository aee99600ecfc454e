import en from './en.json';
import vi from './vi.json';
import zh from './zh.json';
import shellEn from '../app/i18n/en.json';
import shellVi from '../app/i18n/vi.json';
import shellZh from '../app/i18n/zh.json';
import scoresEn from '../features/scores/i18n/en.json';
import scoresVi from '../features/scores/i18n/vi.json';
import scoresZh from '../features/scores/i18n/zh.json';
import liveEn from '../features/live/i18n/en.json';
import liveVi from '../features/live/i18n/vi.json';
import liveZh from '../features/live/i18n/zh.json';

export const locales = ['zh', 'en', 'vi'] as const;
export type Locale = (typeof locales)[number];

type Catalog = Record<string, string>;

/**
 * The app's catalogs: the shared ones here, and one set per feature (`features/<name>/i18n/{zh,en,vi}.json`,
 * checked for completeness by scripts/checks/catalogs.test.ts), each listed here once. Ids start with
 * `app.<feature>.` so they never collide.
 */
const features: Record<Locale, Catalog>[] = [
  { zh, en, vi },
  { zh: shellZh, en: shellEn, vi: shellVi },
  { zh: scoresZh, en: scoresEn, vi: scoresVi },
  { zh: liveZh, en: liveEn, vi: liveVi },
];

const merge = (locale: Locale): Catalog => Object.assign({}, ...features.map((f) => f[locale]));

export const messages: Record<Locale, Catalog> = { zh: merge('zh'), en: merge('en'), vi: merge('vi') };

/** BCP 47 tags for react-intl and `<html lang>`. */
export const localeTags: Record<Locale, string> = { zh: 'zh-CN', en: 'en', vi: 'vi' };

const STORAGE_KEY = 'lang'; // spec §3: local storage key `lang`, default zh

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function readLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Locale {
  const saved = storage?.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : 'zh';
}

export function saveLocale(locale: Locale, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  storage?.setItem(STORAGE_KEY, locale);
}
