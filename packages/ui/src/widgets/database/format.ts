import type { IntlShape } from 'react-intl';

// Numbers as people read them in the interface language (Intl): counts as integers, per-game figures
// with one decimal (openapi: the server rounds them to one).

export const count = (intl: IntlShape, n: number | undefined) => (n === undefined ? '–' : intl.formatNumber(n));
export const perGame = (intl: IntlShape, n: number | undefined) =>
  n === undefined ? '–' : intl.formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A goal or point difference with its sign (+3, 0, −2). */
export const signed = (intl: IntlShape, n: number) => intl.formatNumber(n, { signDisplay: 'exceptZero' });
/** A day (unix seconds) as a short date in the reader's language and time zone. */
export const day = (intl: IntlShape, seconds: number) =>
  intl.formatDate(seconds * 1000, { year: 'numeric', month: 'short', day: 'numeric' });
