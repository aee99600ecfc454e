import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { canAfford } from '../GiftPanel/combo';
import { useOutcome } from '../useOutcome';
import * as styles from './RedEnvelopeDialog.css';

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
  const t = useMessages('ui.live.red');
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
        <div className={styles.dialogBody}>
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
          className={styles.dialogBody}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => onSend?.({ amount, count, title: title.trim() || t('defaultTitle') }) ?? Promise.resolve());
          }}
        >
          <label className={styles.row}>
            <span>{t('amount')}</span>
            <input className={styles.input} type="number" min={1} value={amount} onChange={(e) => setAmount(Number(e.target.value))} />
          </label>
          <label className={styles.row}>
            <span>{t('count')}</span>
            <input
              className={styles.input}
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
              className={styles.input}
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
