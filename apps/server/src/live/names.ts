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

/** The league and team names (in every language) and the team logos a match query selects. */
export interface MatchNames {
  league_zh: string;
  league_en: string;
  league_vi: string;
  home_zh: string;
  home_en: string;
  home_vi: string;
  home_logo: string;
  away_zh: string;
  away_en: string;
  away_vi: string;
  away_logo: string;
}
