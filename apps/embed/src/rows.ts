import type { BasketballRow, FootballRow } from '@arena/realtime';
import { type Locale, t } from './i18n/index';

// What one row of the widget shows, from a football or basketball row of the HTTP calls (WIRE.md),
// and the attribute filters (league, team). Framework-free and DOM-free, so it is unit-tested alone.

export type SportName = 'football' | 'basketball';
export type Phase = 'live' | 'upcoming' | 'finished' | 'other';

export interface RowView {
  id: number;
  phase: Phase;
  /** The status cell: minute, quarter and time left, kick-off time, HT, FT… */
  time: string;
  home: string;
  away: string;
  homeScore: string;
  awayScore: string;
}

type Names = Record<string, unknown> | undefined;

function nameOf(source: Names, prefix: string, locale: Locale): string {
  if (!source) return '';
  const pick = (l: string) => source[`${prefix}${l}`];
  const value = pick(`_${locale}`) ?? pick('_zh') ?? pick('_en');
  return typeof value === 'string' ? value : '';
}

function clock(unixSeconds: unknown, locale: Locale): string {
  const s = Number(unixSeconds);
  if (!Number.isFinite(s) || s <= 0) return '';
  const tag = locale === 'zh' ? 'zh-CN' : locale === 'vi' ? 'vi-VN' : 'en-GB';
  return new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(s * 1000));
}

/** Football status (WIRE.md): 1 not started; 2 first half; 3 HT; 4 second half; 5 ET; 6 in play; 7 pens; 8 FT; 9–13 abnormal. */
export function footballView(row: Readonly<FootballRow>, locale: Locale): RowView {
  const status = Number(row.status ?? 0);
  const minute = String(row.match_str ?? '').trim();
  let phase: Phase;
  let time: string;
  if (status === 1) {
    phase = 'upcoming';
    time = clock(row.time, locale) || t(locale, 'embed.status.notStarted');
  } else if (status === 3) {
    phase = 'live';
    time = t(locale, 'embed.status.halfTime');
  } else if (status === 7) {
    phase = 'live';
    time = t(locale, 'embed.status.penalties');
  } else if (status >= 2 && status <= 6) {
    phase = 'live';
    time = /^\d+(\+\d+)?$/.test(minute) ? `${minute}'` : minute || (status === 5 ? t(locale, 'embed.status.extraTime') : '');
  } else if (status === 8) {
    phase = 'finished';
    time = t(locale, 'embed.status.finished');
  } else {
    phase = 'other';
    time = t(locale, 'embed.status.abnormal');
  }
  const started = phase !== 'upcoming' && phase !== 'other';
  return {
    id: row.id,
    phase,
    time,
    home: nameOf(row, 'home_team_name', locale),
    away: nameOf(row, 'away_team_name', locale),
    homeScore: started ? String(row.home_score ?? 0) : '',
    awayScore: started ? String(row.away_score ?? 0) : '',
  };
}

function timeLeft(seconds: unknown): string {
  const s = Number(seconds);
  if (!Number.isFinite(s) || s < 0) return '';
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

/** Basketball status_id (WIRE.md): 1 not started; 2/4/6/8 quarters; 3/5/7 breaks; 9 OT; 10 finished; else abnormal. */
export function basketballView(row: Readonly<BasketballRow>, locale: Locale): RowView {
  const status = Number(row.status_id ?? 0);
  let phase: Phase;
  let time: string;
  if (status === 1) {
    phase = 'upcoming';
    time = clock(row.match_time, locale) || t(locale, 'embed.status.notStarted');
  } else if (status === 2 || status === 4 || status === 6 || status === 8 || status === 9) {
    phase = 'live';
    const label = status === 9 ? t(locale, 'embed.status.overtime') : t(locale, 'embed.status.quarter', { n: status / 2 });
    const left = timeLeft(row.time_left);
    time = left ? `${label} ${left}` : label;
  } else if (status === 3 || status === 5 || status === 7) {
    phase = 'live';
    time = t(locale, 'embed.status.break');
  } else if (status === 10) {
    phase = 'finished';
    time = t(locale, 'embed.status.finished');
  } else {
    phase = 'other';
    time = t(locale, 'embed.status.abnormal');
  }
  const started = phase === 'live' || phase === 'finished';
  return {
    id: row.id,
    phase,
    time,
    home: nameOf(row.home_team_data as Names, 'short_name', locale),
    away: nameOf(row.away_team_data as Names, 'short_name', locale),
    homeScore: started ? String(row.home_scores_total ?? 0) : '',
    awayScore: started ? String(row.away_scores_total ?? 0) : '',
  };
}

export interface Filters {
  /** Competition id. */
  league?: number | undefined;
  /** A team id, or part of a team name in any language (case-insensitive). */
  team?: string | undefined;
}

function teamIds(sport: SportName, row: Record<string, unknown>): unknown[] {
  if (sport === 'football') return [row.home_team_id, row.away_team_id];
  return [(row.home_team_data as Names)?.id, (row.away_team_data as Names)?.id];
}

function teamNames(sport: SportName, row: Record<string, unknown>): string[] {
  const sources: [Names, string][] =
    sport === 'football'
      ? [
          [row, 'home_team_name'],
          [row, 'away_team_name'],
        ]
      : [
          [row.home_team_data as Names, 'short_name'],
          [row.away_team_data as Names, 'short_name'],
        ];
  const names: string[] = [];
  for (const [source, prefix] of sources)
    for (const suffix of ['_zh', '_zht', '_en', '_vi']) {
      const v = source?.[`${prefix}${suffix}`];
      if (typeof v === 'string') names.push(v.toLowerCase());
    }
  return names;
}

export function matchesFilters(sport: SportName, row: Record<string, unknown>, filters: Filters): boolean {
  if (filters.league !== undefined && Number(row.competition_id) !== filters.league) return false;
  const team = filters.team?.trim().toLowerCase();
  if (team) {
    if (/^\d+$/.test(team)) return teamIds(sport, row).some((id) => String(id) === team);
    return teamNames(sport, row).some((name) => name.includes(team));
  }
  return true;
}
