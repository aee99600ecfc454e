import { useIntl } from 'react-intl';
import * as styles from './NavigationProgress.css';

export interface NavigationProgressProps {
  /** Whether a route is loading; nothing renders while false. The app decides when it is done (spec §9: done after 500 ms). */
  active: boolean;
  /** How far along, 0–100; omit when unknown and a segment sweeps across instead. */
  value?: number;
  /** Accessible name; defaults to "Loading page" in the current language. */
  label?: string;
}

/** The thin route progress bar at the top of the window. */
export function NavigationProgress({ active, value, label }: NavigationProgressProps) {
  const intl = useIntl();
  if (!active) return null;
  const known = typeof value === 'number' && Number.isFinite(value);
  const clamped = known ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label ?? intl.formatMessage({ id: 'ui.navigationProgress.label' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped === undefined ? undefined : Math.round(clamped)}
    >
      <div
        className={styles.bar}
        data-state={clamped === undefined ? 'indeterminate' : clamped >= 100 ? 'complete' : 'loading'}
        style={clamped === undefined ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
