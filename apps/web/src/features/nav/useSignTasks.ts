import type { SignTaskList } from '@arena/api-client';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { refreshProfile } from '../../session/actions';

/** The sign-in strip and today's tasks of the logged-in user, with sign-in and claim (spec §4). */
export function useSignTasks(userId: number | undefined) {
  const [data, setData] = useState<SignTaskList | null>(null);
  const [signing, setSigning] = useState(false);
  const load = useCallback(() => {
    if (!userId) return;
    api.get('/api/Activity/signTaskList').then(setData, () => undefined);
  }, [userId]);
  useEffect(() => {
    setData(null);
    load();
  }, [load]);

  const sign = useCallback(async () => {
    // Spec §4: clicking when already signed does nothing.
    if (!userId || signing || data?.is_sign === 1) return;
    setSigning(true);
    try {
      await api.post('/api/Activity/sign', { body: { id: userId } });
      await refreshProfile().catch(() => undefined);
    } catch {
      // Code 1 (e.g. already signed on another device) shows its toast; the list below tells the truth.
    } finally {
      setSigning(false);
      load();
    }
  }, [userId, signing, data, load]);

  const claim = useCallback(
    async (taskId: number) => {
      try {
        await api.post('/api/Activity/task_handle_sign', { body: { task_id: taskId } });
        await refreshProfile().catch(() => undefined);
      } catch {
        // shown by the code-1 toast
      } finally {
        load();
      }
    },
    [load],
  );

  return { data, signing, sign, claim, reload: load };
}
