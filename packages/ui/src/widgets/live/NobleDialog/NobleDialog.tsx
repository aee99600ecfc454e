import { type ReactElement, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { canAfford } from '../GiftPanel/combo';
import { PurchaseStatus } from '../PurchaseStatus';
import { useOutcome } from '../useOutcome';
import * as styles from './NobleDialog.css';

export interface NobleTierItem {
  id: number;
  name: string;
  icon?: string;
  /** Gold coins for `days` days. */
  coin: number;
  days: number;
  color?: string;
}

/** Spec §6 noble user: what nobility brings, in the order the spec lists it. */
export const noblePrivileges = ['effects', 'speech', 'horns', 'seat'] as const;

export interface NobleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** null while loading. */
  tiers: readonly NobleTierItem[] | null;
  balance: number | null;
  /** Whether the user is a noble already (buying their tier again renews it). */
  noble?: boolean;
  /** Buys a tier; resolves to the unix time nobility lasts until, rejects with a message to show. */
  onBuy: (tierId: number) => Promise<number>;
}

/** Nobility (贵族) purchase: tiers, what they bring (spec §6), the price, the balance, and what falls short. */
export function NobleDialog({ open, onOpenChange, trigger, tiers, balance, noble = false, onBuy }: NobleDialogProps) {
  const intl = useIntl();
  const t = useMessages('ui.live.noble');
  const [chosen, setChosen] = useState<number | null>(null);
  const { busy, outcome: message, run } = useOutcome();
  useEffect(() => {
    if (chosen == null && tiers?.length) setChosen(tiers[0]!.id);
  }, [tiers, chosen]);
  const tier = tiers?.find((x) => x.id === chosen);
  const short = tier != null && balance != null && !canAfford(balance, tier.coin, 1);
  const buy = () =>
    tier &&
    run(async () => {
      const until = await onBuy(tier.id);
      return t('done', { tier: tier.name, until: intl.formatDate(until * 1000, { dateStyle: 'medium' }) });
    });
  return (
    <Dialog
      title={t('title')}
      description={noble ? t('already') : undefined}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      width={460}
      footer={
        <Button loading={busy} disabled={!tier || short} onClick={buy}>
          {t('buy')}
        </Button>
      }
    >
      <ul className={styles.muted}>
        {noblePrivileges.map((p) => (
          <li key={p}>{t(`privilege.${p}`)}</li>
        ))}
      </ul>
      {tiers == null ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : (
        <ul className={styles.tileGrid}>
          {tiers.map((x) => (
            <li key={x.id}>
              <button type="button" className={styles.tile} aria-pressed={chosen === x.id} onClick={() => setChosen(x.id)}>
                {x.icon ? <img className={styles.tileIcon} src={x.icon} alt="" width={40} height={40} /> : null}
                <span>{x.name}</span>
                <span className={styles.price}>{t('price', { coin: x.coin, days: x.days })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PurchaseStatus balance={balance} shortOf={short ? tier?.coin : undefined} outcome={message} />
    </Dialog>
  );
}
