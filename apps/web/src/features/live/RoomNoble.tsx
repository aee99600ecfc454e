import type { NobleTier } from '@arena/api-client';
import { Button, langOf, NobleDialog, nameOf } from '@arena/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { refreshProfile } from '../../session/actions';
import { openLogin, session } from '../../session/store';
import { buyNoble, fetchNobleTiers } from './api/room';
import { newRequestId } from './requestId';

/**
 * Nobility purchase beside the guard's (spec §1 "buy nobility", §6 noble user). One request id per
 * intended purchase: a retry after a lost answer replays the first purchase instead of buying twice;
 * a new id only after one went through. Logged out, the button opens the login dialog (spec §6).
 */
export function RoomNoble({ locale }: { locale: string }) {
  const intl = useIntl();
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [tiers, setTiers] = useState<NobleTier[] | null>(null);
  const requestId = useRef(newRequestId('noble'));

  useEffect(() => {
    if (!open || tiers) return;
    void fetchNobleTiers().then(
      (t) => setTiers(t ?? []),
      () => setTiers([]),
    );
  }, [open, tiers]);

  return (
    <NobleDialog
      open={open}
      onOpenChange={(next) => {
        if (next && !user) return openLogin();
        setOpen(next);
      }}
      trigger={
        <Button size="small" variant="soft">
          {intl.formatMessage({ id: 'ui.live.noble.open' })}
        </Button>
      }
      tiers={
        tiers?.map((x) => ({
          id: Number(x.id),
          name: nameOf(x, 'name', langOf(locale)),
          icon: x.icon,
          coin: Number(x.coin ?? 0),
          days: Number(x.days ?? 30),
          color: x.color,
        })) ?? null
      }
      balance={user ? Number(user.balance ?? 0) : null}
      noble={user?.is_noble === 1}
      onBuy={async (id) => {
        const r = await buyNoble(id, requestId.current);
        requestId.current = newRequestId('noble');
        void refreshProfile().catch(() => undefined);
        return Number(r.endtime ?? 0);
      }}
    />
  );
}
