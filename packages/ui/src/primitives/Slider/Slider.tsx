import { Slider as RadixSlider } from 'radix-ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './Slider.css';

export interface SliderProps {
  /** What the slider sets (e.g. "Volume"); shown unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only (e.g. beside a speaker icon). */
  hideLabel?: boolean;
  /** Controlled value. */
  value?: number;
  /** Initial value when uncontrolled. Default `min`. */
  defaultValue?: number;
  /** Called on every change while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Called once when the user lets go (or on each key press): the moment to save a setting. */
  onValueCommit?: (value: number) => void;
  /** Default 0. */
  min?: number;
  /** Default 100. */
  max?: number;
  /** Default 1; Page Up / Page Down move ten steps. */
  step?: number;
  disabled?: boolean;
  /** How the value reads, shown beside the label and spoken as aria-valuetext (default: the number, localised). */
  formatValue?: (value: number) => string;
  /** Hides the value text beside the label (it is still spoken). */
  hideValue?: boolean;
  /** Form field name. */
  name?: string;
}

/** A value on a range: arrows move a step, Page keys ten, Home and End jump to the ends. */
export function Slider({
  label,
  hideLabel,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  formatValue,
  hideValue,
  name,
}: SliderProps) {
  const intl = useIntl();
  const id = useId();
  const [inner, setInner] = useState(defaultValue ?? min);
  const current = value ?? inner;
  const text = formatValue ? formatValue(current) : intl.formatNumber(current);
  return (
    <div className={styles.field}>
      <div className={hideLabel && hideValue ? visuallyHidden : styles.header}>
        <span id={`${id}-label`} className={hideLabel ? visuallyHidden : styles.label}>
          {label}
        </span>
        {hideValue ? null : (
          <span className={styles.output} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
      <RadixSlider.Root
        className={styles.root}
        value={[current]}
        onValueChange={([v = min]) => {
          if (value === undefined) setInner(v);
          onValueChange?.(v);
        }}
        onValueCommit={([v = min]) => onValueCommit?.(v)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        name={name}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={styles.thumb} aria-labelledby={`${id}-label`} aria-valuetext={text} />
      </RadixSlider.Root>
    </div>
  );
}
