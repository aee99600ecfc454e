import * as styles from './shared.css';

export interface SegmentsProps<V extends string> {
  /** What the choice is about ("Table", "Leaders"), for screen readers. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A short set of choices shown at once (all / home / away): toggle buttons, the chosen one pressed. */
export function Segments<V extends string>({ label, options, value, onChange }: SegmentsProps<V>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div className={styles.segments} role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" className={styles.segment} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
