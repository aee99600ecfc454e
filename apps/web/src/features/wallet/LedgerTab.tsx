import { type LedgerEntry, type LedgerKind, LedgerList } from '@arena/ui';
import { useEffect, useState } from 'react';
import { usePaged } from '../../lib/usePaged';
import { fetchLedger, fetchLedgerKinds } from './api';

const PAGE_SIZE = 20;

/** The full ledger (Order/getList) with its kind filter (order/getTypeList); `version` reloads it after a money move. */
export function LedgerTab({ version }: { version: number }) {
  const [kind, setKind] = useState<number | null>(null);
  const [kinds, setKinds] = useState<LedgerKind[]>([]);
  useEffect(() => {
    fetchLedgerKinds().then(
      (k) => setKinds(k ?? []),
      () => setKinds([]),
    );
  }, []);
  const list = usePaged<LedgerEntry>(
    async (page) => {
      const d = await fetchLedger(kind, page, PAGE_SIZE);
      return { data: d.data ?? [], last_page: d.last_page };
    },
    (e) => e.id,
    `${kind}-${version}`,
  );
  return (
    <LedgerList
      entries={list.items}
      kinds={kinds}
      kind={kind}
      onKindChange={setKind}
      error={list.error}
      onRetry={list.reload}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.more}
    />
  );
}
