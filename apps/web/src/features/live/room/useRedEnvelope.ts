import { useCallback, useState } from 'react';
import { refreshProfile } from '../../../session/actions';
import { openLogin } from '../../../session/store';
import { receiveRedEnvelope, sendRedEnvelope } from '../api/room';

interface RedState {
  open: boolean;
  envelope: { id: number; nick: string; title: string } | null;
  received: { amount: number } | null;
}

/**
 * The red-envelope dialog: opened by a room's envelope (`show`) or to send one (`openSend`); receiving
 * needs a login; both refresh the balance.
 */
export function useRedEnvelope(uid: number, loggedIn: boolean) {
  const [red, setRed] = useState<RedState>({ open: false, envelope: null, received: null });
  const show = useCallback((envelope: NonNullable<RedState['envelope']>) => setRed({ open: true, envelope, received: null }), []);
  const openSend = () => setRed({ open: true, envelope: null, received: null });
  const setOpen = (open: boolean) => setRed((r) => ({ ...r, open }));
  const receive = async (id: number) => {
    if (!loggedIn) {
      openLogin();
      return;
    }
    const r = (await receiveRedEnvelope(id)) as { amount?: number } | undefined;
    setRed((old) => ({ ...old, received: { amount: Number(r?.amount ?? 0) } }));
    void refreshProfile().catch(() => undefined);
  };
  const send = async ({ amount, count, title }: { amount: number; count: number; title: string }) => {
    await sendRedEnvelope({ uid, amount, count, title });
    setRed({ open: false, envelope: null, received: null });
    void refreshProfile().catch(() => undefined);
  };
  return { ...red, show, openSend, setOpen, receive, send };
}
