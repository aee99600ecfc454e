import type { ReactNode } from 'react';
import { Select as AriaSelect, Button, Label, ListBox, ListBoxItem, Popover, SelectValue } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Icon } from '../Icon/Icon';
import { FieldMessages } from '../TextField/FieldMessages';
import * as styles from './Select.css';

export { selectSizes } from './Select.css';

export interface SelectOption {
  /** Identifies the option; what `value` and `onChange` carry. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Shown in the list after the label (e.g. a dialling code). */
  detail?: string;
  /** Listed but not choosable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The field's label; always given, shown unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only (when the context already says what it is). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Controlled value (an option's `value`), or null for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen option's `value`. */
  onChange?: (value: string) => void;
  /** Text in the trigger while nothing is chosen. */
  placeholder?: string;
  /** Text under the field. */
  description?: string;
  /** An error to show; marks the field invalid. */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name (a hidden native select carries the value in forms). */
  name?: string;
  /** Height: standard 40 px, small 32 px. */
  size?: (typeof styles.selectSizes)[number];
  /** How the chosen option reads inside the trigger; defaults to its label. */
  renderValue?: (option: SelectOption) => ReactNode;
  /** Class for the outer element (layout from the caller, e.g. a fixed width). */
  className?: string;
}

/** A single choice from a list: opens with Enter, Space or the arrows, types ahead, Escape closes. */
export function Select({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  error,
  isRequired,
  isDisabled,
  name,
  size = 'standard',
  renderValue,
  className,
}: SelectProps) {
  const intl = useIntl();
  return (
    <AriaSelect
      className={[styles.field, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => {
        if (key !== null) onChange?.(String(key));
      }}
      // react-aria has no Vietnamese strings: the placeholder always comes from our catalogs.
      placeholder={placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
    >
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      <Button className={[styles.trigger, size === 'small' && styles.small].filter(Boolean).join(' ')}>
        <SelectValue<SelectOption> className={styles.value}>
          {({ selectedItem, defaultChildren }) => (selectedItem && renderValue ? renderValue(selectedItem) : defaultChildren)}
        </SelectValue>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </Button>
      <FieldMessages description={description} error={error} />
      <Popover className={styles.popover} offset={4}>
        <ListBox<SelectOption> className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} isDisabled={option.disabled} className={styles.option}>
              <span className={styles.optionLabel}>{option.label}</span>
              {option.detail ? <span>{option.detail}</span> : null}
              <Icon name="check" size={16} className={styles.check} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
