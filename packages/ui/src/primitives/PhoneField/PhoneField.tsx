import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './PhoneField.css';

/** One entry of system settings' `CountryCode` list (WIRE.md): dialling code without "+". */
export interface CountryCode {
  id: number | string;
  code: string;
  name: string;
}

export interface PhoneValue {
  /** Dialling code without "+", e.g. "86". */
  countryCode: string;
  /** The national number, digits only. */
  number: string;
}

/** spec §2 / §9: the country code defaults to 86. */
export const DEFAULT_COUNTRY_CODE = '86';
/** spec §5: a mobile number is at most 11 digits. */
export const MOBILE_MAX_LENGTH = 11;

/** The wire form of a mobile number (WIRE.md): `"86-13800138000"`. */
export function formatMobile({ countryCode, number }: PhoneValue): string {
  return `${countryCode}-${number}`;
}

/** Reads `"86-13800138000"` back; a number without a code gets the default code. */
export function parseMobile(mobile: string): PhoneValue {
  const dash = mobile.indexOf('-');
  return dash < 0
    ? { countryCode: DEFAULT_COUNTRY_CODE, number: mobile }
    : { countryCode: mobile.slice(0, dash), number: mobile.slice(dash + 1) };
}

export interface PhoneFieldProps {
  /** Label of the number input. */
  label: string;
  /** The country codes to offer (system settings' `CountryCode`). */
  countries: readonly CountryCode[];
  /** Controlled value. */
  value?: PhoneValue;
  /** Initial value when uncontrolled; default `{ countryCode: '86', number: '' }`. */
  defaultValue?: Partial<PhoneValue>;
  /** Called with the whole value whenever the code or the number changes. */
  onChange?: (value: PhoneValue) => void;
  placeholder?: string;
  /** Text under the field. */
  description?: string;
  /** An error to show; marks the number invalid. */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name of the number. */
  name?: string;
  /** Called on Enter in the number input. */
  onEnter?: () => void;
}

/** A country-code select beside a mobile number that takes digits only, at most 11 (spec §5). */
export function PhoneField({
  label,
  countries,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  error,
  isRequired,
  isDisabled,
  name,
  onEnter,
}: PhoneFieldProps) {
  const intl = useIntl();
  const [inner, setInner] = useState<PhoneValue>({
    countryCode: defaultValue?.countryCode ?? DEFAULT_COUNTRY_CODE,
    number: defaultValue?.number ?? '',
  });
  const current = value ?? inner;
  const update = (next: PhoneValue) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const options: SelectOption[] = countries.map((c) => ({ value: c.code, label: c.name, detail: `+${c.code}` }));
  // The list comes from system settings and may still be loading: the chosen code is always offered.
  if (!options.some((o) => o.value === current.countryCode))
    options.unshift({ value: current.countryCode, label: `+${current.countryCode}` });

  return (
    <TextField
      label={label}
      value={current.number}
      // Letters, spaces and pasted dashes are dropped; the 12th digit is refused.
      onChange={(text) => update({ ...current, number: text.replace(/\D/g, '').slice(0, MOBILE_MAX_LENGTH) })}
      maxLength={MOBILE_MAX_LENGTH}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      description={description}
      error={error}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      onEnter={onEnter}
      before={
        <Select
          className={styles.country}
          label={intl.formatMessage({ id: 'ui.phoneField.countryCode' })}
          hideLabel
          options={options}
          value={current.countryCode}
          onChange={(countryCode) => update({ ...current, countryCode })}
          renderValue={(o) => `+${o.value}`}
          isDisabled={isDisabled}
        />
      }
    />
  );
}
