import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { basketballPhase, clock, footballPhase, langOf, nameOf, oddsText } from './format';
import type { BasketballMatchData, FootballMatchData, MatchData, MatchPhase, OddsMarket, Sport } from './types';

// One view of a match whatever the sport: the rows and the detail scoreboard render this, and every
// difference between the football and the basketball wire rows (WIRE.md "Matches") is settled here.

/** One market's three cells (football win / draw / loss; basketball home / line / away). */
export interface OddsView {
  /** Suspended: shown as 封 instead of the cells. */
  suspended: boolean;
  cells: [string, string | number, string];
}

export interface MatchView {
  sport: Sport;
  id: number;
  /** Team names in the interface language. */
  home: string;
  away: string;
  /** The league as a row shows it (short name first). */
  league: string;
  /** The league as the detail page shows it (full name first). */
  leagueFull: string;
  phase: MatchPhase;
  /** Not upcoming: the score is shown. */
  started: boolean;
  /** Scores as the feed has them (undefined before the first one). */
  homeScore: number | undefined;
  awayScore: number | undefined;
  /** Kick-off or tip-off, unix seconds. */
  kickoff: number | undefined;
  /** The status column: the minute (football) or the quarter and its clock (basketball) in play, else a word. */
  status: { text: string; live: boolean };
  /** Football: "1-0" at half-time, "3-2" corners. */
  halfScore: string | undefined;
  corners: string | undefined;
  /** Football: card counts per side. */
  cards: { home: { yellow?: number; red?: number }; away: { yellow?: number; red?: number } };
  /** Basketball: points per quarter (then overtime). */
  quarters: { home: number[] | undefined; away: number[] | undefined };
  odds: Record<OddsMarket, OddsView>;
  /** The league's colour, for the row's marker. */
  primaryColor: string | undefined;
}

function footballView(m: FootballMatchData, intl: IntlShape): MatchView {
  const lang = langOf(intl.locale);
  const s = m.status ?? 1;
  const phase = footballPhase(m.status);
  const live = footballPhase(s) === 'live';
  const status =
    live && s !== 3 && s !== 7 && m.match_str
      ? { text: `${m.match_str}'`, live: true }
      : { text: intl.formatMessage({ id: `ui.matchRow.football.${s >= 1 && s <= 13 ? String(s) : 'unknown'}` }), live };
  const odds = (market: OddsMarket): OddsView => {
    const cell = m.exponent?.[market]?.scram ?? m.exponent?.[market]?.immediate ?? m.exponent?.[market]?.initial;
    return { suspended: cell?.sealing_disk === 1, cells: [oddsText(cell?.win), oddsText(cell?.draw), oddsText(cell?.fail)] };
  };
  return {
    sport: 'football',
    id: m.id,
    home: nameOf(m, 'home_team_name', lang),
    away: nameOf(m, 'away_team_name', lang),
    league: nameOf(m, 'competition_short_name', lang) || nameOf(m, 'competition_name', lang),
    leagueFull: nameOf(m, 'competition_name', lang),
    phase,
    started: phase !== 'upcoming',
    homeScore: m.home_score,
    awayScore: m.away_score,
    kickoff: m.time,
    status,
    halfScore: m.half_score,
    corners: m.corner_kick,
    cards: { home: { yellow: m.home_yellow_card, red: m.home_red_card }, away: { yellow: m.away_yellow_card, red: m.away_red_card } },
    quarters: { home: undefined, away: undefined },
    odds: { asia: odds('asia'), eu: odds('eu'), bs: odds('bs') },
    primaryColor: m.primary_color,
  };
}

function basketballView(m: BasketballMatchData, intl: IntlShape): MatchView {
  const lang = langOf(intl.locale);
  const s = m.status_id ?? 1;
  const phase = basketballPhase(m.status_id);
  const word = intl.formatMessage({ id: `ui.matchRow.basketball.${s >= 0 && s <= 15 ? String(s) : 'unknown'}` });
  const left = clock(m.time_left);
  const inQuarter = s === 2 || s === 4 || s === 6 || s === 8 || s === 9;
  const odds = (market: OddsMarket): OddsView => {
    const cell = m[market];
    return { suspended: cell?.sealing_disk === 1, cells: [oddsText(cell?.host), cell?.line ?? '-', oddsText(cell?.guest)] };
  };
  return {
    sport: 'basketball',
    id: m.id,
    home: nameOf(m.home_team_data, 'short_name', lang),
    away: nameOf(m.away_team_data, 'short_name', lang),
    league: nameOf(m, 'short_name', lang) || nameOf(m, 'competition_name', lang),
    leagueFull: nameOf(m, 'competition_name', lang) || nameOf(m, 'short_name', lang),
    phase,
    started: phase !== 'upcoming',
    homeScore: m.home_scores_total,
    awayScore: m.away_scores_total,
    kickoff: m.match_time,
    status: { text: inQuarter && left ? `${word} ${left}` : word, live: basketballPhase(s) === 'live' },
    halfScore: undefined,
    corners: undefined,
    cards: { home: {}, away: {} },
    quarters: { home: m.home_scores, away: m.away_scores },
    odds: { asia: odds('asia'), eu: odds('eu'), bs: odds('bs') },
    primaryColor: m.primary_color,
  };
}

/** The view of a football or basketball row, with names and the status in the interface language of `intl`. */
export function matchView(sport: 'football', row: FootballMatchData, intl: IntlShape): MatchView;
export function matchView(sport: 'basketball', row: BasketballMatchData, intl: IntlShape): MatchView;
export function matchView(sport: Sport, row: MatchData, intl: IntlShape): MatchView;
export function matchView(sport: Sport, row: MatchData, intl: IntlShape): MatchView {
  return sport === 'football' ? footballView(row as FootballMatchData, intl) : basketballView(row as BasketballMatchData, intl);
}

/** matchView in the current interface language. */
export function useMatchView(sport: Sport, row: MatchData): MatchView {
  return matchView(sport, row, useIntl());
}
