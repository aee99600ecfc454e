import type { Lang } from '../i18n/index';

/** A name in the request's language, from `_zh` / `_en` / `_vi` columns. */
export function localName(
  lang: Lang,
  zh: string | null | undefined,
  en: string | null | undefined,
  vi: string | null | undefined,
): string | null {
  if (zh == null) return null;
  return (lang === 'en' ? en : lang === 'vi' ? vi : zh) || zh;
}
