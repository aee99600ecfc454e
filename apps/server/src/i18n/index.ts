import type { IncomingHttpHeaders } from 'node:http';
import accountsEn from './accounts/en.json';
import accountsVi from './accounts/vi.json';
import accountsZh from './accounts/zh.json';
import databaseEn from './database/en.json';
import databaseVi from './database/vi.json';
import databaseZh from './database/zh.json';
import en from './en.json';
import esportsEn from './esports/en.json';
import esportsVi from './esports/vi.json';
import esportsZh from './esports/zh.json';
import liveEn from './live/en.json';
import liveVi from './live/vi.json';
import liveZh from './live/zh.json';
import memberEn from './member/en.json';
import memberVi from './member/vi.json';
import memberZh from './member/zh.json';
import messagingEn from './messaging/en.json';
import messagingVi from './messaging/vi.json';
import messagingZh from './messaging/zh.json';
import scoresEn from './scores/en.json';
import scoresVi from './scores/vi.json';
import scoresZh from './scores/zh.json';
import securityEn from './security/en.json';
import securityVi from './security/vi.json';
import securityZh from './security/zh.json';
import vi from './vi.json';
import walletEn from './wallet/en.json';
import walletVi from './wallet/vi.json';
import walletZh from './wallet/zh.json';
import zh from './zh.json';

// Messages the server puts in `msg` are shown to the user (spec §8: code 1 → a toast), so they come
// from zh / en / vi catalogs like every other visible string. The client says which language it
// shows in a `lang` header (the `lang` of local storage); Accept-Language is the fallback, zh the
// default (spec §1).
export const langs = ['zh', 'en', 'vi'] as const;
export type Lang = (typeof langs)[number];
type Catalog = Record<string, string>;

/**
 * The shared catalogs here, and one set per area (`i18n/<area>/{zh,en,vi}.json`, checked for
 * completeness by scripts/checks/catalogs.test.ts), each listed here once. Ids are `server.<area>.<key>`.
 */
const areas: Record<Lang, Catalog>[] = [
  { zh, en, vi },
  { zh: scoresZh, en: scoresEn, vi: scoresVi },
  { zh: liveZh, en: liveEn, vi: liveVi },
  { zh: accountsZh, en: accountsEn, vi: accountsVi },
  { zh: securityZh, en: securityEn, vi: securityVi },
  { zh: memberZh, en: memberEn, vi: memberVi },
  { zh: walletZh, en: walletEn, vi: walletVi },
  { zh: databaseZh, en: databaseEn, vi: databaseVi },
  { zh: esportsZh, en: esportsEn, vi: esportsVi },
  { zh: messagingZh, en: messagingEn, vi: messagingVi },
];

export const catalogs: Record<Lang, Catalog> = {
  zh: Object.assign({}, ...areas.map((a) => a.zh)),
  en: Object.assign({}, ...areas.map((a) => a.en)),
  vi: Object.assign({}, ...areas.map((a) => a.vi)),
};

export type Params = Record<string, string | number>;

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (langs as readonly string[]).includes(v);

/** The language of a request: the `lang` header, else the first Accept-Language we speak, else zh. */
export function langOf(headers: IncomingHttpHeaders): Lang {
  const header = Array.isArray(headers.lang) ? headers.lang[0] : headers.lang;
  if (isLang(header)) return header;
  for (const part of (headers['accept-language'] ?? '').split(',')) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return 'zh';
}

/** Whether a catalog has this id (a literal text is passed through by `t`). */
export const hasMessage = (id: string) => id in catalogs.zh;

/** The text of `id` in `lang` with `{name}` placeholders filled; an unknown id is returned as it is. */
export function t(lang: Lang, id: string, params: Params = {}): string {
  const text = catalogs[lang][id] ?? catalogs.zh[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A field's name as a person reads it (`mobile` → 手机号), or the name itself when it has no label. */
export function fieldLabel(lang: Lang, field: string): string {
  const id = `server.field.${field}`;
  return hasMessage(id) ? t(lang, id) : field;
}
