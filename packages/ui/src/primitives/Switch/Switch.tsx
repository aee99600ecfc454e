import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label; clicking it toggles the switch. */
  label: string;
  /** A quieter line under the label. */
  description?: string;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Form field name. */
  name?: string;
}

/** An on/off setting that applies at once (e.g. remember the account, danmaku on): Space or Enter toggles it. */
export function Switch({ label, description, checked, defaultChecked, onCheckedChange, disabled, name }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={checkboxStyles.row} data-disabled={disabled || undefined}>
      <RadixSwitch.Root
        id={id}
        className={styles.track}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <div className={checkboxStyles.text}>
        <label className={checkboxStyles.label} htmlFor={id}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={checkboxStyles.description}>
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}
