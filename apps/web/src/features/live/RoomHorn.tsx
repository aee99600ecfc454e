import type { Horn } from '@arena/api-client';
import { HornDialog, type HornItem, type HornQuota, type HornStatus } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { refreshProfile } from '../../session/actions';
import { openLogin, session } from '../../session/store';
import { fetchHorns, sendHorn } from './api/room';
import * as styles from './Live.css';
import { newRequestId } from './requestId';

/** How often the open dialog re-reads the list while a horn waits for review (the reviewer takes seconds). */
const REVIEW_POLL_MS = 2_000;

/**
 * Horn sending from the room (spec §7 Member sneHorn and hornList): the dialog with the price or the
 * noble's free horns left, and the user's horns with their review state (spec §4), followed while one
 * waits. Logged out, the button opens the login dialog (spec §6).
 */
export function RoomHorn() {
  const intl = useIntl();
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [quota, setQuota] = useState<HornQuota | null>(null);
  const [horns, setHorns] = useState<HornItem[] | null>(null);

  const load = useCallback(async () => {
    const list = await fetchHorns();
    setQuota({ price: Number(list.price ?? 0), noble: list.is_noble === 1, freeLeft: Number(list.free_left ?? 0) });
    setHorns(
      ((list.data ?? []) as Horn[]).map((h) => ({
        id: Number(h.id),
        content: h.content ?? '',
        time: Number(h.addtime ?? 0),
        status: Number(h.status ?? 0) as HornStatus,
      })),
    );
  }, []);

  useEffect(() => {
    if (!open || !user) return;
    void load().catch(() => setHorns((h) => h ?? []));
  }, [open, user, load]);

  const waiting = open && (horns ?? []).some((h) => h.status === 0);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load().catch(() => undefined), REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  return (
    <HornDialog
      open={open}
      onOpenChange={(next) => {
        if (next && !user) return openLogin();
        setOpen(next);
      }}
      trigger={
        <button type="button" className={styles.linkButton}>
          {intl.formatMessage({ id: 'ui.live.hornDialog.open' })}
        </button>
      }
      quota={quota}
      balance={user ? Number(user.balance ?? 0) : null}
      horns={horns}
      onSend={async (content) => {
        await sendHorn(content, newRequestId('horn'));
        await load().catch(() => undefined);
        void refreshProfile().catch(() => undefined);
      }}
    />
  );
}
