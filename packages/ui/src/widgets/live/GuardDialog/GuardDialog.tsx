import { useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { canAfford } from '../GiftPanel/combo';
import { PurchaseStatus } from '../PurchaseStatus';
import { useOutcome } from '../useOutcome';
import * as styles from './GuardDialog.css';

export interface GuardTierItem {
  id: number;
  name: string;
  icon?: string;
  /** Gold coins for 30 days. */
  coin: number;
  color?: string;
}

export interface GuardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  streamer: string;
  tiers: readonly GuardTierItem[];
  balance: number | null;
  /** Buys a tier; rejects with a message to show. */
  onBuy: (tierId: number) => Promise<void>;
}

/** Guard (守护) purchase for the room's streamer: tiers, price, the balance, and what falls short. */
export function GuardDialog({ open, onOpenChange, streamer, tiers, balance, onBuy }: GuardDialogProps) {
  const t = useMessages('ui.live.guard');
  const [chosen, setChosen] = useState<number | null>(tiers[0]?.id ?? null);
  const { busy, outcome: message, run } = useOutcome();
  const tier = tiers.find((x) => x.id === chosen);
  const short = tier != null && balance != null && !canAfford(balance, tier.coin, 1);
  const buy = () =>
    tier &&
    run(async () => {
      await onBuy(tier.id);
      return t('done', { tier: tier.name });
    });
  return (
    <Dialog
      title={t('title', { streamer })}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <Button loading={busy} disabled={!tier || short} onClick={buy}>
          {t('buy')}
        </Button>
      }
    >
      <ul className={styles.tileGrid}>
        {tiers.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={chosen === x.id}
              onClick={() => setChosen(x.id)}
              style={{ color: x.color }}
            >
              {x.icon ? <img className={styles.tileIcon} src={x.icon} alt="" width={40} height={40} /> : null}
              <span>{x.name}</span>
              <span className={styles.price}>{t('price', { coin: x.coin })}</span>
            </button>
          </li>
        ))}
      </ul>
      <PurchaseStatus balance={balance} shortOf={short ? tier?.coin : undefined} outcome={message} />
    </Dialog>
  );
}
