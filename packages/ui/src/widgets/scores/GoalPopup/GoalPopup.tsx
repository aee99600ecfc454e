import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../../primitives/Button/Button';
import * as styles from './GoalPopup.css';

export const goalPopupKinds = ['goal', 'correction', 'yellow', 'red'] as const;
export type GoalPopupKind = (typeof goalPopupKinds)[number];

/** One alert: a goal, a score corrected down (a disallowed goal), or a booking. */
export interface GoalPopupItem {
  /** Unique per alert. */
  key: string;
  kind: GoalPopupKind;
  /** The match's id, kept on the alert as `data-match-id` (tests and the latency bench find it by it). */
  matchId?: number;
  /** The minute (`match_str`), e.g. "67" or "45+2". */
  minute?: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** The side that scored, was corrected or booked (spec §3 `iszhu`: 1 home). */
  side: 'home' | 'away';
  /** The score before a correction ("2-1"), shown as what it was. */
  previous?: { home: number; away: number };
}

export interface GoalPopupStackProps {
  items: readonly GoalPopupItem[];
  /** Called when an alert closes, by its button or after `autoCloseMs`. */
  onClose: (key: string) => void;
  /** Each alert closes by itself after this long (ms); 0 keeps them. Pointer over or focus in pauses it. Default 8000. */
  autoCloseMs?: number;
  /** At most this many alerts are shown, newest first. Default 4. */
  max?: number;
}

function GoalPopup({ item, onClose, autoCloseMs }: { item: GoalPopupItem; onClose: (key: string) => void; autoCloseMs: number }) {
  const intl = useIntl();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;
  const start = () => {
    clearTimeout(timer.current);
    if (autoCloseMs > 0) timer.current = setTimeout(() => close.current(item.key), autoCloseMs);
  };
  const pause = () => clearTimeout(timer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per alert, started when it appears
  useEffect(() => {
    start();
    return pause;
  }, [item.key, autoCloseMs]);
  const title = intl.formatMessage({ id: `ui.goalPopup.kind.${item.kind}` });
  const minute = item.minute ? intl.formatMessage({ id: 'ui.goalPopup.minute' }, { minute: item.minute }) : '';
  const homeMarked = item.side === 'home';
  return (
    <li
      className={styles.popup}
      data-kind={item.kind}
      data-key={item.key}
      data-match-id={item.matchId}
      data-score={`${item.homeScore}-${item.awayScore}`}
      data-testid="goal-popup"
      aria-label={`${title} ${minute}`}
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <p className={styles.title}>
        {title}
        {minute ? ` · ${minute}` : ''}
      </p>
      <IconButton
        icon="close"
        size="small"
        label={intl.formatMessage({ id: 'ui.goalPopup.close' }, { home: item.home, away: item.away })}
        onClick={() => onClose(item.key)}
      />
      <div className={styles.body}>
        <span className={`${styles.team} ${styles.homeTeam}`} data-scored={homeMarked || undefined}>
          {item.home}
        </span>
        <span className={styles.score}>
          <span className={homeMarked ? styles.scored : undefined}>{item.homeScore}</span>
          {' - '}
          <span className={!homeMarked ? styles.scored : undefined}>{item.awayScore}</span>
        </span>
        <span className={styles.team} data-scored={!homeMarked || undefined}>
          {item.away}
        </span>
      </div>
      {item.kind === 'correction' && item.previous ? (
        <p className={styles.correctionNote}>
          {intl.formatMessage({ id: 'ui.goalPopup.was' }, { home: item.previous.home, away: item.previous.away })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Goal pop-ups stacked at the top of the window (spec §2): the minute, the teams, the score with the
 * scoring side marked, and a close button each. They are not a live region: the app announces goals
 * through its one polite LiveAnnouncer, throttled.
 */
export function GoalPopupStack({ items, onClose, autoCloseMs = 8_000, max = 4 }: GoalPopupStackProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const shown = items.slice(-max).reverse();
  return (
    <ul className={styles.stack} aria-label={intl.formatMessage({ id: 'ui.goalPopup.region' })}>
      {shown.map((item) => (
        <GoalPopup key={item.key} item={item} onClose={onClose} autoCloseMs={autoCloseMs} />
      ))}
    </ul>
  );
}
