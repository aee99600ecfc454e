import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { canAfford } from '../gifts/combo';
import * as styles from '../Live.css';
import { useOutcome } from './useOutcome';

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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `ui.live.guard.${id}` }, values);
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
      <ul className={styles.giftGrid}>
        {tiers.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className={styles.giftButton}
              aria-pressed={chosen === x.id}
              onClick={() => setChosen(x.id)}
              style={{ color: x.color }}
            >
              {x.icon ? <img className={styles.giftIcon} src={x.icon} alt="" width={40} height={40} /> : null}
              <span>{x.name}</span>
              <span className={styles.price}>{t('price', { coin: x.coin })}</span>
            </button>
          </li>
        ))}
      </ul>
      {balance != null ? <p className={styles.balance}>{intl.formatMessage({ id: 'ui.live.gift.balance' }, { balance })}</p> : null}
      {short ? (
        <p role="alert" className={styles.muted}>
          {intl.formatMessage({ id: 'ui.live.gift.insufficient' }, { price: tier?.coin ?? 0, balance: balance ?? 0 })}
        </p>
      ) : null}
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={styles.muted}>
          {message.text}
        </p>
      ) : null}
    </Dialog>
  );
}

export interface RedEnvelopeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An envelope to open (from the room), or null to send one. */
  envelope: { id: number; nick: string; title: string } | null;
  /** The result after receiving: coins got, or 0 when none was left / already taken. */
  received?: { amount: number } | null;
  onReceive?: (id: number) => Promise<void>;
  /** Sends an envelope (total coins, how many shares, a title). */
  onSend?: (envelope: { amount: number; count: number; title: string }) => Promise<void>;
  balance: number | null;
}

/** Red envelopes: open one that arrived in the room, or send one split among the room. */
export function RedEnvelopeDialog({ open, onOpenChange, envelope, received, onReceive, onSend, balance }: RedEnvelopeDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `ui.live.red.${id}` }, values);
  const [amount, setAmount] = useState(100);
  const [count, setCount] = useState(10);
  const [title, setTitle] = useState('');
  const { busy, outcome, run: runOutcome } = useOutcome();
  const error = outcome?.tone === 'error' ? outcome.text : null;
  const run = (action: () => Promise<void>) =>
    runOutcome(async () => {
      await action();
      return null;
    });
  const short = balance != null && !canAfford(balance, amount, 1);
  return (
    <Dialog title={envelope ? t('openTitle', { nick: envelope.nick }) : t('sendTitle')} open={open} onOpenChange={onOpenChange} width={400}>
      {envelope ? (
        <div className={styles.settingsPanel}>
          <p>{envelope.title}</p>
          {received ? (
            <p role="status" className={styles.balance}>
              {received.amount > 0 ? t('got', { amount: received.amount }) : t('none')}
            </p>
          ) : (
            <Button loading={busy} onClick={() => run(() => onReceive?.(envelope.id) ?? Promise.resolve())}>
              {t('open')}
            </Button>
          )}
        </div>
      ) : (
        <form
          className={styles.settingsPanel}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => onSend?.({ amount, count, title: title.trim() || t('defaultTitle') }) ?? Promise.resolve());
          }}
        >
          <label className={styles.row}>
            <span>{t('amount')}</span>
            <input className={styles.chatInput} type="number" min={1} value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
          </label>
          <label className={styles.row}>
            <span>{t('count')}</span>
            <input
              className={styles.chatInput}
              type="number"
              min={1}
              max={100}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            />
          </label>
          <label className={styles.row}>
            <span>{t('message')}</span>
            <input
              className={styles.chatInput}
              maxLength={20}
              value={title}
              placeholder={t('defaultTitle')}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
          {short ? (
            <p role="alert" className={styles.muted}>
              {intl.formatMessage({ id: 'ui.live.gift.insufficient' }, { price: amount, balance: balance ?? 0 })}
            </p>
          ) : null}
          <Button type="submit" loading={busy} disabled={short || amount < count || count < 1}>
            {t('send')}
          </Button>
        </form>
      )}
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
