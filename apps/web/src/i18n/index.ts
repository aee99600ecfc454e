import en from './en.json';
import vi from './vi.json';
import zh from './zh.json';

export const locales = ['zh', 'en', 'vi'] as const;
export type Locale = (typeof locales)[number];

export const messages: Record<Locale, Record<string, string>> = { zh, en, vi };

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
