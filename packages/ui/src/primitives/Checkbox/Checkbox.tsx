import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: string;
  /** A quieter line under the label. */
  description?: string;
  /** Controlled state; `indeterminate` for a partly chosen group. */
  checked?: boolean | 'indeterminate';
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Required to submit (e.g. spec §5: the analyst code must be ticked). */
  required?: boolean;
  /** An error to show under it; marks it invalid. */
  error?: string;
  /** Form field name. */
  name?: string;
  /** Form value when checked; default "on". */
  value?: string;
}

/** A labelled checkbox: Space toggles it. */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  error,
  name,
  value,
}: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.row} data-disabled={disabled || undefined}>
      <RadixCheckbox.Root
        id={id}
        className={[styles.box, error && styles.invalid].filter(Boolean).join(' ')}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <RadixCheckbox.Indicator>
          <Icon name={checked === 'indeterminate' ? 'minus' : 'check'} size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
        {error ? (
          <span id={errorId} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
