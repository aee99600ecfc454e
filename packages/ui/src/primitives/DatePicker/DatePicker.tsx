import { type DateValue, parseDate } from '@internationalized/date';
import {
  Calendar as AriaCalendar,
  DatePicker as AriaDatePicker,
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { FieldMessages } from '../TextField/FieldMessages';
import * as styles from './DatePicker.css';

// Dates cross our API as ISO days ("2026-11-23"), so callers never meet react-aria's date objects.
const toDate = (iso: string | null | undefined) => (iso ? parseDate(iso) : iso === null ? null : undefined);
const toIso = (date: DateValue | null) => (date ? date.toString().slice(0, 10) : null);

export const weekStarts = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

interface DateRules {
  /** Earliest choosable day, ISO "YYYY-MM-DD". */
  minValue?: string;
  /** Latest choosable day, ISO "YYYY-MM-DD". */
  maxValue?: string;
  /** Days that cannot be chosen inside the range (e.g. no matches that day). */
  isDateUnavailable?: (iso: string) => boolean;
  /** First column of the week; default from the locale (Monday in zh-CN and vi, Sunday in en). */
  firstDayOfWeek?: (typeof weekStarts)[number];
}

const rules = ({ minValue, maxValue, isDateUnavailable }: DateRules) => ({
  minValue: toDate(minValue) ?? undefined,
  maxValue: toDate(maxValue) ?? undefined,
  isDateUnavailable: isDateUnavailable ? (d: DateValue) => isDateUnavailable(toIso(d) ?? '') : undefined,
});

/* -------------------------------------------------------------------------------------------------
 * The month view shared by Calendar and DatePicker's popover
 * -----------------------------------------------------------------------------------------------*/

function Month() {
  const intl = useIntl();
  return (
    <>
      <div className={styles.header}>
        {/* react-aria has no Vietnamese strings: our catalogs name the buttons. */}
        <Button slot="previous" className={styles.navButton} aria-label={intl.formatMessage({ id: 'ui.calendar.previous' })}>
          <Icon name="chevronLeft" size={16} />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton} aria-label={intl.formatMessage({ id: 'ui.calendar.next' })}>
          <Icon name="chevronRight" size={16} />
        </Button>
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Calendar
 * -----------------------------------------------------------------------------------------------*/

export interface CalendarProps extends DateRules {
  /** Accessible name of the calendar (e.g. "Match day"). */
  label: string;
  /** Controlled chosen day, ISO "YYYY-MM-DD", or null for none. */
  value?: string | null;
  /** Initial day when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen day, ISO. */
  onChange?: (iso: string) => void;
  isDisabled?: boolean;
}

/**
 * A month grid in the interface language (month and weekday names, first day of week): arrows move
 * by day, Page Up / Down by month, Enter chooses.
 */
export function Calendar({ label, value, defaultValue, onChange, isDisabled, firstDayOfWeek, ...dateRules }: CalendarProps) {
  return (
    <AriaCalendar
      className={styles.calendar}
      aria-label={label}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      onChange={(d) => {
        const iso = toIso(d);
        if (iso) onChange?.(iso);
      }}
      isDisabled={isDisabled}
      firstDayOfWeek={firstDayOfWeek}
      {...rules(dateRules)}
    >
      <Month />
    </AriaCalendar>
  );
}

/* -------------------------------------------------------------------------------------------------
 * DatePicker
 * -----------------------------------------------------------------------------------------------*/

export interface DatePickerProps extends DateRules {
  /** The field's label. */
  label: string;
  /** Controlled day, ISO "YYYY-MM-DD", or null for none. */
  value?: string | null;
  /** Initial day when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen day (ISO), or null when the field is cleared. */
  onChange?: (iso: string | null) => void;
  /** Text under the field. */
  description?: string;
  /** An error to show; marks the field invalid. */
  error?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name (the ISO day). */
  name?: string;
}

/** A day typed segment by segment in the locale's order, or picked from a calendar popover. */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  description,
  error,
  isDisabled,
  isRequired,
  name,
  firstDayOfWeek,
  ...dateRules
}: DatePickerProps) {
  const intl = useIntl();
  return (
    <AriaDatePicker
      className={styles.field}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      onChange={(d) => onChange?.(toIso(d))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      name={name}
      granularity="day"
      firstDayOfWeek={firstDayOfWeek}
      {...rules(dateRules)}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.openButton} aria-label={intl.formatMessage({ id: 'ui.datePicker.open' })}>
          <Icon name="calendar" size={18} />
        </Button>
      </Group>
      <FieldMessages description={description} error={error} />
      <Popover className={styles.popover} offset={6}>
        <Dialog className={styles.dialog} aria-label={label}>
          <AriaCalendar className={styles.calendar}>
            <Month />
          </AriaCalendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
