import type { components, Horn } from '@arena/api-client';
import { type SpaceItem, type SpaceKind, SpaceList, spaceKinds, Tabs, TabsContent, TabsList, TabsTrigger } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { readLocale } from '../../../i18n';
import { fetchCollected, fetchHorns, fetchLedger, fetchReserved, GIFT_RECEIVED, GIFT_SENT } from './api';

const PAGE_SIZE = 20;

interface Page {
  items: SpaceItem[];
  hasMore: boolean;
}

type Named = Record<string, unknown>;
/** A feed name in the page's language, falling back to Chinese (the feed's own). */
const named = (row: Named, stem: string) => {
  const l = readLocale();
  return String(row[`${stem}_${l}`] || row[`${stem}_zh`] || '');
};
const when = (intl: IntlShape, seconds: unknown) =>
  Number(seconds) > 0 ? intl.formatDate(Number(seconds) * 1000, { dateStyle: 'medium', timeStyle: 'short' }) : '';
const line = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** One page of each list, mapped to the widget's items. */
const loaders: Partial<Record<SpaceKind, (intl: IntlShape, page: number) => Promise<Page>>> = {
  // Football and basketball collections are two lists on the server; a page here is a page of each.
  collected: async (intl, page) => {
    const [football, basketball] = await Promise.all([fetchCollected(2, page, PAGE_SIZE), fetchCollected(1, page, PAGE_SIZE)]);
    const items = [
      ...(football.data as Named[]).map((m) => ({
        id: `f${m.id}`,
        title: `${named(m, 'home_team_name')} vs ${named(m, 'away_team_name')}`,
        detail: line(named(m, 'competition_name'), when(intl, m.time)),
      })),
      ...(basketball.data as Named[]).map((m) => ({
        id: `b${m.id}`,
        title: `${named((m.home_team_data ?? {}) as Named, 'short_name')} vs ${named((m.away_team_data ?? {}) as Named, 'short_name')}`,
        detail: line(named(m, 'competition_name'), when(intl, m.match_time)),
      })),
    ];
    return { items, hasMore: page < football.last_page || page < basketball.last_page };
  },
  reserved: async (intl, page) => {
    const d = await fetchReserved(page, PAGE_SIZE);
    return {
      items: (d.data as components['schemas']['Reservation'][]).map((r) => ({
        id: r.id,
        title: `${r.home_name ?? ''} vs ${r.away_name ?? ''}`,
        detail: line(r.name ?? '', when(intl, r.match_time), r.user_nickname ?? ''),
      })),
      hasMore: page < d.last_page,
    };
  },
  horns: async (intl, page) => {
    const d = await fetchHorns(page, PAGE_SIZE);
    const review = ['pending', 'approved', 'rejected'] as const;
    return {
      items: (d.data as Horn[]).map((h) => ({
        id: h.id,
        title: h.content ?? '',
        detail: when(intl, h.addtime),
        review: review[h.status ?? 0] ?? 'pending',
      })),
      hasMore: page < d.last_page,
    };
  },
};

/** A balance record (Order/getList). */
interface LedgerRow {
  id: number;
  type_name: string;
  amount: number;
  addtime: number;
}

/** Gifts as the ledger records them: the gold coins moved, the record's kind and time. */
const gifts =
  (type: number) =>
  async (intl: IntlShape, page: number): Promise<Page> => {
    const d = await fetchLedger(type, page, PAGE_SIZE);
    return {
      items: (d.data as LedgerRow[]).map((r) => ({
        id: r.id,
        title: intl.formatMessage({ id: 'ui.member.space.coins' }, { amount: intl.formatNumber(Math.abs(r.amount)) }),
        detail: line(r.type_name, when(intl, r.addtime)),
      })),
      hasMore: page < d.last_page,
    };
  };
loaders.giftsSent = gifts(GIFT_SENT);
loaders.giftsReceived = gifts(GIFT_RECEIVED);

/** One list of my space, loading its first page when shown and further pages on request. */
function SpaceTab({ kind }: { kind: SpaceKind }) {
  const intl = useIntl();
  const [items, setItems] = useState<SpaceItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    (p: number) => {
      if (p === 1) {
        setError(null);
        setItems(null);
      } else setLoadingMore(true);
      loaders[kind]!(intl, p)
        .then(
          (r) => {
            // A later page may repeat a row when the list changed meanwhile: keep the first copy.
            setItems((prev) => {
              const all = p === 1 ? r.items : [...(prev ?? []), ...r.items];
              return all.filter((x, i) => all.findIndex((o) => o.id === x.id) === i);
            });
            setPage(p);
            setHasMore(r.hasMore);
          },
          (err: Error) => setError(err.message),
        )
        .finally(() => setLoadingMore(false));
    },
    [kind, intl],
  );
  useEffect(() => load(1), [load]);

  return (
    <SpaceList
      kind={kind}
      items={items}
      error={error}
      onRetry={() => load(1)}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={() => load(page + 1)}
    />
  );
}

/** "My space" (`/member?type=18`, issue 14): collected matches, reserved live matches, my horns, gifts sent and received. */
export default function SpacePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `ui.member.space.${id}` });
  return (
    <Tabs defaultValue="collected">
      <TabsList label={t('tabs')}>
        {spaceKinds.map((k) => (
          <TabsTrigger key={k} value={k}>
            {t(`${k}.title`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {spaceKinds.map((k) => (
        <TabsContent key={k} value={k}>
          <SpaceTab kind={k} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
