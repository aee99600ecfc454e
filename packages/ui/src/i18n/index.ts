import en from './en.json';
import vi from './vi.json';
import zh from './zh.json';

export const uiLocales = ['zh', 'en', 'vi'] as const;
export type UiLocale = (typeof uiLocales)[number];

/** The ui package's own labels; apps merge them into their catalogs. */
export const uiMessages: Record<UiLocale, Record<string, string>> = { zh, en, vi };
