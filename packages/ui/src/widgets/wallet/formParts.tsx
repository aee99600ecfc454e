import type { Ref } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { PasswordField } from '../../primitives/TextField/TextField';
import * as styles from './shared.css';
import type { PaymentPasswordProblem } from './walletRules';

// The parts the wallet's money forms (conversion, withdrawal) share: the payment password that
// authorises the move, and the submit button with the line that reports the outcome.

export type FormStatus = { tone: 'ok' | 'error'; text: string } | null;

/** The payment password field; `id` is the wrapper's, which a form's "fix this" focus can aim at. */
export function PaymentPasswordInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: PaymentPasswordProblem | null;
}) {
  const f = useMessages('ui.wallet.field');
  return (
    <div id={props.id}>
      <PasswordField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        inputMode="numeric"
        autoComplete="off"
        error={props.problem ? f(props.problem) : undefined}
        name="payment_password"
        isRequired
      />
    </div>
  );
}

/** The submit button and the outcome: an alert for a refusal, a status for success. */
export function FormActions(props: { label: string; busy: boolean; status: FormStatus; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <div className={styles.actions}>
      <Button ref={props.buttonRef} type="submit" loading={props.busy}>
        {props.label}
      </Button>
      <p role={props.status?.tone === 'error' ? 'alert' : 'status'} className={props.status?.tone === 'error' ? styles.error : styles.ok}>
        {props.status?.text}
      </p>
    </div>
  );
}
