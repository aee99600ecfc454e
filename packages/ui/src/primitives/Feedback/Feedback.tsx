import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Feedback.css';

export { badgeTones } from './Feedback.css';

export interface BadgeProps {
  tone?: (typeof styles.badgeTones)[number];
  children?: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles.badgeTone[tone]}`}>{children}</span>;
}

/** The pulsing 直播中 / Live badge. */
export function LiveBadge() {
  const intl = useIntl();
  return (
    <Badge tone="live">
      <span className={styles.dot} aria-hidden="true" />
      {intl.formatMessage({ id: 'ui.badge.live' })}
    </Badge>
  );
}

/** A user's level, e.g. "Lv 12" with the full label for screen readers. */
export function LevelBadge({ level }: { level: number }) {
  const intl = useIntl();
  return (
    <span
      className={`${styles.badge} ${styles.badgeTone.level}`}
      role="img"
      aria-label={intl.formatMessage({ id: 'ui.badge.level' }, { level })}
    >
      {intl.formatMessage({ id: 'ui.badge.levelShort' }, { level })}
    </span>
  );
}

export interface EmptyStateProps {
  /** Defaults to "Nothing here yet" in the current language. */
  title?: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon}>
        <Icon name="inbox" size={40} />
      </span>
      <p className={styles.stateTitle}>{title ?? intl.formatMessage({ id: 'ui.emptyState.title' })}</p>
      {description ? <p className={styles.stateText}>{description}</p> : null}
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  /** What went wrong, in words the user can act on. */
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state} role="alert">
      <span className={styles.stateIcon}>
        <Icon name="alert" size={40} />
      </span>
      <p className={styles.stateTitle}>{title ?? intl.formatMessage({ id: 'ui.errorState.title' })}</p>
      {message ? <p className={styles.stateText}>{message}</p> : null}
      {onRetry ? (
        <Button variant="soft" tone="neutral" onClick={onRetry}>
          {intl.formatMessage({ id: 'ui.errorState.retry' })}
        </Button>
      ) : null}
    </div>
  );
}
