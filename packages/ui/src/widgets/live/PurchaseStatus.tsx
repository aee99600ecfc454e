import { useIntl } from 'react-intl';
import { balance as balanceClass, muted } from './shared.css';
import type { Outcome } from './useOutcome';

export interface PurchaseStatusProps {
  /** The gold coins the viewer holds; absent while unknown. */
  balance: number | null | undefined;
  /** The chosen tier's price when the balance does not cover it, else undefined. */
  shortOf: number | undefined;
  /** The last purchase's outcome (useOutcome). */
  outcome: Outcome | null | undefined;
}

/** Under a purchase dialog's tiers (guard, nobility): the balance, "not enough coins", and how the purchase went. */
export function PurchaseStatus({ balance, shortOf, outcome }: PurchaseStatusProps) {
  const intl = useIntl();
  return (
    <>
      {balance != null ? <p className={balanceClass}>{intl.formatMessage({ id: 'ui.live.gift.balance' }, { balance })}</p> : null}
      {shortOf !== undefined ? (
        <p role="alert" className={muted}>
          {intl.formatMessage({ id: 'ui.live.gift.insufficient' }, { price: shortOf, balance: balance ?? 0 })}
        </p>
      ) : null}
      {outcome ? (
        <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={muted}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
