import { useMessages } from '../../../i18n/useMessages';
import { FormChips } from '../../database/FormChips/FormChips';
import * as styles from './FormStrip.css';

export interface FormStripProps {
  /** The team's name in the reader's language. */
  team: string;
  /** Last five results before the match, oldest first (W, D, L). */
  form: readonly string[];
}

/** One team's last five results in a preview: its name and the database's form chips, named for screen readers. */
export function FormStrip({ team, form }: FormStripProps) {
  const t = useMessages('ui.foresight.form');
  const label = t('label', { team });
  return (
    <div className={styles.root}>
      <span className={styles.name}>{label}</span>
      <FormChips form={form} label={label} />
    </div>
  );
}
