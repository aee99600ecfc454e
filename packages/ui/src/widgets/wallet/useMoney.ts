import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats coin amounts the wallet's way: grouped, at most one decimal (unit 0.1); `signed` puts + or −
 * before a movement (a ledger row). Dates as the member centre shows them.
 */
export function useMoney() {
  const intl = useIntl();
  const coins = useCallback(
    (n: number, signed = false) =>
      intl.formatNumber(Math.round(n * 10) / 10, { maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }),
    [intl],
  );
  const yuan = useCallback((n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [intl]);
  const when = useCallback(
    (unixSeconds: number) => intl.formatDate(unixSeconds * 1000, { dateStyle: 'medium', timeStyle: 'short' }),
    [intl],
  );
  return { coins, yuan, when };
}
