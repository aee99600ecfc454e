import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { TextField } from '../../../primitives/TextField/TextField';
import * as styles from '../shared.css';

/** Spec §5 / §9: a room has at most 200 assistants (room administrators). */
export const MAX_ASSISTANTS = 200;

export interface AssistantRow {
  uid: number;
  nick: string;
  avatar?: string;
}

export interface AssistantListProps {
  /** null while loading. */
  assistants: readonly AssistantRow[] | null;
  /** Adds an assistant by user id (RoomManage/setAdministrations); rejects with the message to show. */
  onAdd: (uid: number) => Promise<void>;
  /** Removes one, after "confirm to delete?" (RoomManage/delLiveRoomManage); rejects with the message to show. */
  onRemove: (uid: number) => Promise<void>;
  /** The list failed to load: the message to show. */
  error?: string;
  limit?: number;
}

/** The streamer's assistants in the anchor centre (issue 15): who, remove with confirmation, add by user id. */
export function AssistantList({ assistants, onAdd, onRemove, error, limit = MAX_ASSISTANTS }: AssistantListProps) {
  const t = useMessages('ui.moderation.assistants');
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AssistantRow | null>(null);
  const full = assistants != null && assistants.length >= limit;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const uid = Number(draft.trim());
    if (!Number.isInteger(uid) || uid < 1) {
      setProblem(t('badId'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onAdd(uid);
      setDraft('');
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('title')}</h2>
        {assistants ? <span className={styles.muted}>{t('count', { count: assistants.length, limit })}</span> : null}
      </div>
      <form className={styles.form} onSubmit={add} noValidate>
        <TextField
          label={t('addLabel')}
          value={draft}
          inputMode="numeric"
          onChange={setDraft}
          error={problem ?? undefined}
          isDisabled={full}
        />
        <Button type="submit" loading={busy} disabled={full || !draft.trim()}>
          {t('add')}
        </Button>
      </form>
      {full ? <p className={styles.muted}>{t('full', { limit })}</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : assistants == null ? (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      ) : assistants.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {assistants.map((a) => (
            <li key={a.uid} className={styles.row}>
              <Avatar name={a.nick} src={a.avatar} size="small" />
              <span className={styles.name}>
                {a.nick} <span className={styles.muted}>{t('uid', { uid: a.uid })}</span>
              </span>
              <Button
                size="small"
                variant="soft"
                tone="critical"
                onClick={() => setRemoving(a)}
                aria-label={t('removeOne', { nick: a.nick })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) setRemoving(null);
        }}
        title={t('removeTitle')}
        message={t('removeConfirm', { nick: removing?.nick ?? '' })}
        tone="critical"
        onConfirm={() => {
          if (removing) void onRemove(removing.uid).catch((err) => setProblem(err instanceof Error ? err.message : String(err)));
          setRemoving(null);
        }}
      />
    </section>
  );
}
