import { useIntl } from 'react-intl';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { addDays } from '../format';
import * as styles from './DateStrip.css';

export interface DateStripProps {
  /** The chosen day, ISO "YYYY-MM-DD". */
  value: string;
  onChange: (iso: string) => void;
  /** Today, ISO (the strip starts or ends there). */
  today: string;
  /** `past`: today and the days before (results); `future`: today and the days after (schedule). */
  direction: 'past' | 'future';
  /** Days in the strip; default 7. */
  days?: number;
  /** How far the calendar reaches, in days from today; default 30. */
  range?: number;
}

/** A strip of days to pick the results' or the schedule's day, and a calendar for any other day. */
export function DateStrip({ value, onChange, today, direction, days = 7, range = 30 }: DateStripProps) {
  const intl = useIntl();
  const sign = direction === 'past' ? -1 : 1;
  const list = Array.from({ length: days }, (_, i) => addDays(today, sign * i));
  if (direction === 'past') list.reverse();
  const label = intl.formatMessage({ id: 'ui.dateStrip.label' });
  return (
    <div className={styles.strip}>
      <ul className={styles.days} aria-label={label}>
        {list.map((iso) => {
          const date = new Date(`${iso}T12:00:00Z`);
          const weekday =
            iso === today ? intl.formatMessage({ id: 'ui.dateStrip.today' }) : intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' });
          const full = intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long', timeZone: 'UTC' });
          return (
            <li key={iso}>
              <button type="button" className={styles.day} aria-pressed={iso === value} title={full} onClick={() => onChange(iso)}>
                <span className={styles.weekday}>{weekday}</span>
                <span>{intl.formatDate(date, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.picker}>
        <DatePicker
          label={intl.formatMessage({ id: 'ui.dateStrip.pick' })}
          value={value}
          onChange={(iso) => iso && onChange(iso)}
          minValue={direction === 'past' ? addDays(today, -range) : today}
          maxValue={direction === 'past' ? today : addDays(today, range)}
        />
      </div>
    </div>
  );
}
