import type { IntlShape } from 'react-intl';
import type { GameStateData, SeriesData } from './types';

// Numbers in the reader's language (Intl), and the facts several esports widgets derive from a series.

export const count = (intl: IntlShape, n: number | undefined | null) => (n == null ? '–' : intl.formatNumber(n));
/** A gold lead with its sign (+3,200 / −850), in the reader's digits. */
export const signed = (intl: IntlShape, n: number) => intl.formatNumber(n, { signDisplay: 'exceptZero' });
/** Seconds as m:ss (a game's clock). */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
export const oneDecimal = (intl: IntlShape, n: number | undefined) =>
  n === undefined ? '–' : intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The game being played, if any. */
export const liveGame = (series: Pick<SeriesData, 'games'>): GameStateData | undefined => series.games?.find((g) => g.phase === 'live');

/** Games with a winner, in order: what the live region speaks about. */
export const finishedGames = (series: Pick<SeriesData, 'games'>) => (series.games ?? []).filter((g) => g.phase === 'finished' && g.winner);
