import en from './catalog-en';
import vi from './catalog-vi';
import zh from './catalog-zh';

export const uiLocales = ['zh', 'en', 'vi'] as const;
export type UiLocale = (typeof uiLocales)[number];
export { type Catalog, mergeCatalogs } from './merge';

/**
 * The ui package's own labels in every language, for Storybook, tests and apps that want them all.
 * The web app loads one language at a time through `@arena/ui/i18n/<locale>` instead.
 */
export const uiMessages: Record<UiLocale, Record<string, string>> = { zh, en, vi };
