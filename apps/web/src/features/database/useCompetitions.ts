import type { CompetitionData } from '@arena/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLoad } from '../../lib/useLoad';
import { openLogin, session } from '../../session/store';
import { fetchCompetitions, setFavourite } from './api';

/**
 * The competitions of the directory with the favourite toggle: a visitor is asked to log in (spec §6:
 * the login dialog opens on protected actions); a user's star changes at once and moves the competition
 * to the favourites when the server agrees. Reloads when the user logs in or out.
 */
export function useCompetitions(type?: 0 | 1) {
  const { user } = useSnapshot(session);
  const list = useLoad(
    () => fetchCompetitions(type).then((d) => (d as unknown as { list: CompetitionData[] }).list),
    [type, user?.id ?? 0],
  );
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const toggle = async (c: CompetitionData) => {
    if (!user) return openLogin();
    setPending((p) => new Set(p).add(c.id));
    try {
      const answer = await setFavourite(c.id, c.is_favourite === 1 ? 0 : 1);
      const favourites = new Set(answer.favourites);
      if (list.data) list.set(list.data.map((x) => ({ ...x, is_favourite: favourites.has(x.id) ? 1 : 0 })));
    } catch {
      // The client's error event shows the server's message.
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(c.id);
        return next;
      });
    }
  };
  return { ...list, pending, toggle };
}
