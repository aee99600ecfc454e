import { useMessages } from '../../../i18n/useMessages';
import type { FormResult } from '../types';
import * as styles from './FormChips.css';

export interface FormChipsProps {
  /** The last results, oldest first (openapi DbStandingRow.form): W, D or L. */
  form: readonly (FormResult | string)[];
  /** Whose form it is, for screen readers ("Arsenal: form …"); the list is named by it. */
  label?: string;
}

/**
 * A team's form as coloured chips: one letter per result in the reader's language (W/D/L, 胜/平/负,
 * T/H/B) and the whole sequence in words for screen readers, so colour is never the only signal.
 */
export function FormChips({ form, label }: FormChipsProps) {
  const t = useMessages('ui.database.form');
  if (form.length === 0) return <span className={styles.none}>{t('none')}</span>;
  const words = form.map((r) => t(r === 'W' ? 'win' : r === 'D' ? 'draw' : 'loss')).join(t('separator'));
  return (
    <span
      className={styles.chips}
      role="img"
      aria-label={label ? t('labelled', { name: label, form: words }) : t('plain', { form: words })}
    >
      {form.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: results in order, never reordered
        <span key={i} className={styles.chip} data-result={r} aria-hidden="true">
          {t(r === 'W' ? 'w' : r === 'D' ? 'd' : 'l')}
        </span>
      ))}
    </span>
  );
}
