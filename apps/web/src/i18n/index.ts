import type { Catalog } from '@arena/ui';
import zh from './catalog-zh';

export const locales = ['zh', 'en', 'vi'] as const;
export type Locale = (typeof locales)[number];

/**
 * The complete catalog of each language (ui package + app, see `catalog-<locale>.ts`). zh, the default
 * (spec §1), is part of the entry; en and vi are loaded when first needed, so a page ships one
 * language's labels instead of three.
 */
const loaded: Partial<Record<Locale, Catalog>> = { zh };
const loaders: Record<Exclude<Locale, 'zh'>, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalog-en'),
  vi: () => import('./catalog-vi'),
};

/** The catalog of `locale` once it is loaded; zh's until then (zh is always there). */
export function messagesFor(locale: Locale): Catalog {
  return loaded[locale] ?? zh;
}

/** Loads the catalog of `locale` (once). */
export async function loadMessages(locale: Locale): Promise<Catalog> {
  const catalog = loaded[locale] ?? (await loaders[locale as Exclude<Locale, 'zh'>]()).default;
  loaded[locale] = catalog;
  return catalog;
}

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
