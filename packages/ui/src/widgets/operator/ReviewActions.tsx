import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './shared.css';

/** The longest reason the server takes (Operator/reviewWithdrawal, reviewAnchorApplication). */
export const REVIEW_REASON_MAX = 200;

export interface ReviewActionsProps {
  /** What is reviewed, for the buttons' and the dialog's names ("张三的提现"). */
  subject: string;
  /** Resolves when approved; a rejection's message is the app's to show. */
  onApprove: () => Promise<void>;
  /** Rejects with the reason (shown to the user); a failure's message is shown in the dialog. */
  onReject: (reason: string) => Promise<void>;
}

/**
 * Approve / reject of one item of the operator console (issue 14 withdrawals, issue 15 streamer
 * applications): approve at once, reject through a dialog that asks for the reason the user will read.
 * Both buttons are busy while their call runs, so one click reviews once.
 */
export function ReviewActions({ subject, onApprove, onReject }: ReviewActionsProps) {
  const t = useMessages('ui.operator.review');
  const [approving, setApproving] = useState(false);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    try {
      await onApprove();
    } finally {
      setApproving(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rejecting) return;
    const text = reason.trim();
    if (!text) return setReasonError(t('reasonRequired'));
    setRejecting(true);
    setError(null);
    try {
      await onReject(text);
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setRejecting(false);
    }
  };

  return (
    <div className={styles.actions}>
      <Button
        size="small"
        loading={approving}
        disabled={rejecting}
        onClick={() => void approve()}
        aria-label={`${t('approve')} · ${subject}`}
      >
        {t('approve')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (o) {
            setReason('');
            setReasonError(undefined);
            setError(null);
          }
        }}
        title={t('rejectTitle', { name: subject })}
        description={t('rejectHint')}
        width={440}
        trigger={
          <Button size="small" variant="soft" tone="critical" disabled={approving} aria-label={`${t('reject')} · ${subject}`}>
            {t('reject')}
          </Button>
        }
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('reason')}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setReasonError(undefined);
            }}
            maxLength={REVIEW_REASON_MAX}
            showCount
            isRequired
            error={reasonError}
          />
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <div className={styles.formActions}>
            <Button variant="soft" tone="neutral" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" tone="critical" loading={rejecting}>
              {t('confirmReject')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
