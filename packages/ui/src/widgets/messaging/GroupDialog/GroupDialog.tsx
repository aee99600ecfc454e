import { type FormEvent, useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { ConfirmDialog, Dialog } from '../../../primitives/Dialog/Dialog';
import { TextField } from '../../../primitives/TextField/TextField';
import type { Contact } from '../types';
import * as styles from './GroupDialog.css';

export const groupDialogModes = ['create', 'add', 'leave', 'destroy'] as const;
export type GroupDialogMode = (typeof groupDialogModes)[number];

/** Group/addgroup: a name of 1–30 characters. */
export const GROUP_NAME_MAX = 30;

export interface GroupDialogProps {
  mode: GroupDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group's name (add, leave, destroy). */
  groupName?: string;
  /** People who can be picked (create, add): the contacts not yet in the group. */
  candidates?: readonly Contact[];
  /** create: `{ name, uids }`; add: `{ uids }`; leave / destroy: `{}`. Rejects with the message to show. */
  onSubmit: (input: { name?: string; uids?: number[] }) => Promise<void>;
}

/**
 * Creating a group, adding users, leaving, and destroying a group the user owns (issue 16). Leaving
 * and destroying ask first (spec §8's delete prompt); a refusal keeps the dialog open with the server's
 * message. Focus returns to the opener when it closes.
 */
export function GroupDialog(props: GroupDialogProps) {
  return props.mode === 'leave' || props.mode === 'destroy' ? <GroupConfirm {...props} /> : <GroupForm {...props} />;
}

function GroupConfirm({ mode, open, onOpenChange, groupName = '', onSubmit }: GroupDialogProps) {
  const t = useMessages('ui.messaging.group');
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(false);
  const run = () => {
    setError(null);
    onSubmit({}).then(
      () => onOpenChange(false),
      (err) => {
        setError(err instanceof Error ? err.message : String(err));
        setRetry(true);
      },
    );
  };
  return (
    <>
      <ConfirmDialog
        open={open && !retry}
        onOpenChange={(o) => {
          if (!o && !retry) onOpenChange(false);
        }}
        title={t(mode === 'leave' ? 'leaveTitle' : 'destroyTitle')}
        message={t(mode === 'leave' ? 'leaveMessage' : 'destroyMessage', { name: groupName })}
        confirmLabel={t(mode === 'leave' ? 'leave' : 'destroy')}
        tone="critical"
        onConfirm={run}
      />
      {retry ? (
        <Dialog
          open={open}
          onOpenChange={(o) => {
            if (!o) {
              setRetry(false);
              onOpenChange(false);
            }
          }}
          title={t(mode === 'leave' ? 'leaveTitle' : 'destroyTitle')}
          width={420}
          footer={
            <Button tone="critical" onClick={run}>
              {t('tryAgain')}
            </Button>
          }
        >
          <p role="alert" className={styles.error}>
            {error}
          </p>
        </Dialog>
      ) : null}
    </>
  );
}

function GroupForm({ mode, open, onOpenChange, groupName = '', candidates = [], onSubmit }: GroupDialogProps) {
  const t = useMessages('ui.messaging.group');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName('');
    setPicked([]);
    setError(null);
    setNameError(undefined);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'create' && !name.trim()) return setNameError(t('nameRequired'));
    if (mode === 'add' && picked.length === 0) return setError(t('pickOne'));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(mode === 'create' ? { name: name.trim(), uids: picked } : { uids: picked });
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'create' ? t('createTitle') : t('addTitle', { name: groupName })}
      width={440}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {mode === 'create' ? (
          <TextField
            label={t('name')}
            value={name}
            onChange={(v) => {
              setName(v);
              setNameError(undefined);
            }}
            maxLength={GROUP_NAME_MAX}
            showCount
            isRequired
            error={nameError}
          />
        ) : null}
        <fieldset className={styles.picker}>
          <legend className={styles.legend}>{t('members')}</legend>
          {candidates.length === 0 ? <p className={styles.muted}>{t('noCandidates')}</p> : null}
          {candidates.map((c) => (
            <Checkbox
              key={c.uid}
              label={c.nick.trim() || defaultNick}
              checked={picked.includes(c.uid)}
              onCheckedChange={(on) => {
                setError(null);
                setPicked((all) => (on ? [...all, c.uid] : all.filter((u) => u !== c.uid)));
              }}
            />
          ))}
        </fieldset>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={styles.actions}>
          <Button variant="soft" tone="neutral" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {mode === 'create' ? t('create') : t('add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
