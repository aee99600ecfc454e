import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { ChatText } from '../ChatPane/ChatPane';
import { canAfford } from '../GiftPanel/combo';
import { useOutcome } from '../useOutcome';
import * as styles from './HornDialog.css';

/** The contract's limit on a horn message (Member/sneHorn `content`). */
export const HORN_MAX_LENGTH = 100;

/** Spec §4 horn message approval: 0 waiting for review, 1 review succeeded, 2 review failed. */
export const hornStatuses = [0, 1, 2] as const;
export type HornStatus = (typeof hornStatuses)[number];

export interface HornItem {
  id: number;
  content: string;
  /** Sending time, unix seconds. */
  time: number;
  status: HornStatus;
}

/** What the next horn costs: free while a noble has free horns left this month (spec §6 / §9: 30). */
export interface HornQuota {
  price: number;
  noble: boolean;
  freeLeft: number;
}

export interface HornDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** null while loading. */
  quota: HornQuota | null;
  /** The user's gold coins, or null when unknown. */
  balance: number | null;
  /** The user's horn messages, newest first; null while loading. */
  horns: readonly HornItem[] | null;
  /** Sends a horn; rejects with a message to show. */
  onSend: (content: string) => Promise<void>;
}

/** Horn (喇叭) sending: a message to every room, reviewed first; with the user's horns and their review state. */
export function HornDialog({ open, onOpenChange, trigger, quota, balance, horns, onSend }: HornDialogProps) {
  const intl = useIntl();
  const t = useMessages('ui.live.hornDialog');
  const [draft, setDraft] = useState('');
  const { busy, outcome: message, run } = useOutcome();
  const costId = useId();
  const free = Boolean(quota?.noble && quota.freeLeft > 0);
  const short = quota != null && !free && balance != null && !canAfford(balance, quota.price, 1);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    await run(async () => {
      await onSend(text);
      setDraft('');
      return t('sent');
    });
  };
  return (
    <Dialog title={t('title')} description={t('description')} open={open} onOpenChange={onOpenChange} trigger={trigger} width={460}>
      <form className={styles.dialogBody} onSubmit={submit}>
        <label className={styles.legend} htmlFor={`${costId}-input`}>
          {t('input')}
        </label>
        <textarea
          id={`${costId}-input`}
          className={styles.textArea}
          value={draft}
          maxLength={HORN_MAX_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('placeholder')}
          aria-describedby={costId}
          aria-invalid={message?.tone === 'error' ? true : undefined}
        />
        <div className={styles.row}>
          <span id={costId} className={styles.muted}>
            {quota == null ? t('loading') : free ? t('free', { count: quota.freeLeft }) : t('price', { price: quota.price })}
          </span>
          <span className={styles.grow} />
          <span className={styles.counter} aria-hidden="true">
            {[...draft].length}/{HORN_MAX_LENGTH}
          </span>
        </div>
        {balance != null ? <p className={styles.balance}>{intl.formatMessage({ id: 'ui.live.gift.balance' }, { balance })}</p> : null}
        {short ? (
          <p role="alert" className={styles.muted}>
            {intl.formatMessage({ id: 'ui.live.gift.insufficient' }, { price: quota?.price ?? 0, balance: balance ?? 0 })}
          </p>
        ) : null}
        <Button type="submit" loading={busy} disabled={!draft.trim() || quota == null || short}>
          {t('send')}
        </Button>
        {message ? (
          <p role={message.tone === 'error' ? 'alert' : 'status'} className={styles.muted}>
            {message.text}
          </p>
        ) : null}
      </form>
      <section className={styles.dialogBody} aria-labelledby={`${costId}-mine`}>
        <h3 id={`${costId}-mine`} className={styles.panelTitle}>
          {t('mine')}
        </h3>
        {horns == null ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : horns.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          // Focusable so keyboard users can scroll a long list (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
          <ol className={styles.itemList} tabIndex={0} aria-labelledby={`${costId}-mine`}>
            {horns.map((h) => (
              <li key={h.id} className={styles.item} data-testid="horn-item">
                <span>
                  <ChatText text={h.content} />
                </span>
                <span className={styles.status} data-status={h.status}>
                  {t(`status${h.status}`)}
                </span>
                <span className={styles.muted}>
                  {t('serial', { id: h.id })} · {intl.formatDate(h.time * 1000, { dateStyle: 'short', timeStyle: 'short' })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Dialog>
  );
}
