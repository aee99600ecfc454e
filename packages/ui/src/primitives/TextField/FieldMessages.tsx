import { FieldError, Text } from 'react-aria-components';
import * as styles from '../../css/field.css';

export interface FieldMessagesProps {
  /** Text under the field. */
  description?: string;
  /** The error, shown while the field is invalid. */
  error?: string;
}

/** The description and error lines of a react-aria field, wired to its input by the field's context. */
export function FieldMessages({ description, error }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </>
  );
}
