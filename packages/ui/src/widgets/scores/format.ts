import type { BasketballMatchData, FootballMatchData, MatchPhase, Named } from './types';

/** The interface language of an intl locale tag ("zh-CN" → zh). */
export function langOf(locale: string): 'zh' | 'en' | 'vi' {
  const l = locale.slice(0, 2);
  return l === 'en' || l === 'vi' ? l : 'zh';
}

/**
 * A name in the interface language: `<base>_<lang>`, falling back to English for Vietnamese and to
 * Chinese last (WIRE.md: names come in `_zh`, `_zht`, `_en` variants; `_vi` where the feed has one).
 */
export function nameOf(data: Named | undefined, base: string, lang: 'zh' | 'en' | 'vi'): string {
  if (!data) return '';
  // A plain `<base>` is the Chinese name where the feed has no `_zh` (e.g. BattleRow home_name).
  const order = lang === 'vi' ? ['_vi', '_en', '_zh', ''] : lang === 'en' ? ['_en', '_zh', ''] : ['_zh', '', '_zht', '_en'];
  for (const suffix of order) {
    const v = data[`${base}${suffix}`];
    if (typeof v === 'string' && v) return v;
  }
  return '';
}

/** WIRE.md football status → list section. */
export function footballPhase(status: number | undefined): MatchPhase {
  if (status === undefined || status === 1) return 'upcoming';
  if (status >= 2 && status <= 7) return 'live';
  if (status === 8) return 'finished';
  return 'abnormal';
}

/** WIRE.md basketball status_id → list section. */
export function basketballPhase(status: number | undefined): MatchPhase {
  if (status === undefined || status === 1) return 'upcoming';
  if (status >= 2 && status <= 9) return 'live';
  if (status === 10) return 'finished';
  return 'abnormal';
}

export function phaseOf(match: FootballMatchData | BasketballMatchData): MatchPhase {
  return 'status_id' in match || 'home_scores_total' in match
    ? basketballPhase((match as BasketballMatchData).status_id)
    : footballPhase((match as FootballMatchData).status);
}

/** Basketball seconds left as m:ss. */
export function clock(seconds: number | string | null | undefined): string {
  const s = Number(seconds);
  if (seconds === null || seconds === undefined || seconds === '' || !Number.isFinite(s) || s < 0) return '';
  return `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

/** An odds value as shown (two decimals for prices, handicaps as given). */
export function oddsText(v: number | string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '-';
  const n = Number(v);
  return Number.isFinite(n) ? (Number.isInteger(n * 4) && Math.abs(n) < 10 && String(v).length <= 5 ? String(v) : n.toFixed(2)) : String(v);
}

/** ISO day `n` days after `iso` (calendar arithmetic in UTC, so no time zone moves a day). */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today in the user's own time zone, ISO. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
