import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs/Tabs';
import { canAfford } from './combo';
import * as styles from './GiftPanel.css';

export interface GiftItem {
  id: number;
  name: string;
  icon: string;
  /** Gold coins. */
  price: number;
  /** 1: a full-screen effect. */
  type?: number;
}

export interface BackpackItem {
  giftId: number;
  name: string;
  icon: string;
  num: number;
}

/** How many of a gift one click sends. */
export const GIFT_COUNTS = [1, 10, 66, 520] as const;

export interface GiftPanelProps {
  gifts: readonly GiftItem[];
  backpack?: readonly BackpackItem[];
  /** Gold coins; null while logged out. */
  balance: number | null;
  /** Sends a gift (type 0 bought, 1 from the backpack). Rejects with a message to show. */
  onSend?: (gift: { giftId: number; num: number; fromBackpack: boolean }) => Promise<void>;
  onLogin?: () => void;
  onRecharge?: () => void;
  /** The current combo of the viewer's own gifts (×N). */
  combo?: number;
  loading?: boolean;
}

/** Gifts and backpack: choose, count, send; the balance and a recharge hint when it falls short. */
export function GiftPanel({ gifts, backpack = [], balance, onSend, onLogin, onRecharge, combo, loading }: GiftPanelProps) {
  const t = useMessages('ui.live.gift');
  const [tab, setTab] = useState<'gifts' | 'backpack'>('gifts');
  const [selected, setSelected] = useState<number | null>(null);
  const [num, setNum] = useState<number>(1);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const gift = gifts.find((g) => g.id === selected);
  const packed = backpack.find((b) => b.giftId === selected);
  const fromBackpack = tab === 'backpack';
  const short = !fromBackpack && gift != null && balance != null && !canAfford(balance, gift.price, num);
  const tooMany = fromBackpack && packed != null && packed.num < num;

  const send = async () => {
    if (selected == null || !onSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ giftId: selected, num, fromBackpack });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  const choose = (id: number) => {
    setSelected(id);
    setError(null);
  };

  return (
    <section className={styles.panel} aria-label={t('label')}>
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as 'gifts' | 'backpack');
          setSelected(null);
        }}
      >
        <TabsList label={t('label')}>
          <TabsTrigger value="gifts">{t('gifts')}</TabsTrigger>
          <TabsTrigger value="backpack">{t('backpack')}</TabsTrigger>
        </TabsList>
        <TabsContent value="gifts">
          {loading ? (
            <p className={styles.muted} role="status">
              {t('loading')}
            </p>
          ) : null}
          <ul className={styles.tileGrid}>
            {gifts.map((g) => (
              <li key={g.id}>
                <button type="button" className={styles.tile} aria-pressed={selected === g.id} onClick={() => choose(g.id)}>
                  <img className={styles.tileIcon} src={g.icon} alt="" width={40} height={40} />
                  <span>{g.name}</span>
                  <span className={styles.price}>{t('price', { price: g.price })}</span>
                </button>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="backpack">
          {backpack.length === 0 ? <p className={styles.muted}>{t('backpackEmpty')}</p> : null}
          <ul className={styles.tileGrid}>
            {backpack.map((b) => (
              <li key={b.giftId}>
                <button type="button" className={styles.tile} aria-pressed={selected === b.giftId} onClick={() => choose(b.giftId)}>
                  <img className={styles.tileIcon} src={b.icon} alt="" width={40} height={40} />
                  <span>{b.name}</span>
                  <span className={styles.price}>{t('owned', { num: b.num })}</span>
                </button>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
      <div className={styles.row}>
        {balance != null ? (
          <span className={styles.balance} data-testid="gift-balance">
            {t('balance', { balance })}
          </span>
        ) : null}
        <span className={styles.grow} />
        <label className={styles.row}>
          <span className={styles.muted}>{t('count')}</span>
          <select className={styles.input} value={num} onChange={(e) => setNum(Number(e.target.value))}>
            {GIFT_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {combo && combo > 1 ? (
          <span className={styles.combo} key={combo} aria-live="polite">
            {t('combo', { count: combo })}
          </span>
        ) : null}
        {balance == null ? (
          <Button size="small" onClick={onLogin}>
            {t('login')}
          </Button>
        ) : (
          <Button size="small" loading={sending} disabled={selected == null || short || tooMany} onClick={send}>
            {t('send')}
          </Button>
        )}
      </div>
      {short ? (
        <p role="alert" className={styles.muted}>
          {t('insufficient', { price: (gift?.price ?? 0) * num, balance: balance ?? 0 })}{' '}
          {onRecharge ? (
            <Button size="small" variant="ghost" onClick={onRecharge}>
              {t('recharge')}
            </Button>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

export interface GiftEffectProps {
  /** The full-screen gift being played, or null. */
  effect: { key: string; nick: string; name: string; icon: string; num: number; seconds: number } | null;
  onDone?: () => void;
}

/** A full-screen gift's effect over the player; reduced-motion users see it without animation. */
export function GiftEffect({ effect, onDone }: GiftEffectProps) {
  const intl = useIntl();
  if (!effect) return null;
  return (
    <div
      key={effect.key}
      className={styles.giftEffect}
      style={{ animationDuration: `${effect.seconds}s` }}
      onAnimationEnd={onDone}
      role="status"
    >
      <img className={styles.giftEffectIcon} src={effect.icon} alt="" width={120} height={120} />
      <span>{intl.formatMessage({ id: 'ui.live.gift.effect' }, { nick: effect.nick, gift: effect.name, num: effect.num })}</span>
    </div>
  );
}
