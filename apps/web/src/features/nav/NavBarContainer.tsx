import { NavBar, type SearchAnchor, type SearchLive, SearchOverlay, UserPanel } from '@arena/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type Locale, locales } from '../../i18n';
import { api } from '../../lib/api';
import { logout } from '../../session/actions';
import { messaging, openMessages } from '../../session/messaging';
import { notify } from '../../session/notices';
import { addSearchHistory, clearSearchHistory, openLogin, searchHistory, session } from '../../session/store';
import * as styles from './NavBarContainer.css';
import { useSignTasks } from './useSignTasks';

// The nav bar is in the entry chunk, every page's initial JS (budget ≤ 150 KB, /score-live at its edge):
// its calls (here and in useSignTasks) stay direct calls of the api client, as wrappers in an api.ts
// measured +0.03 KB gzip on every page (issue 20).

// The avatar's hover card (and its positioning layer) loads only for a logged-in user.
const UserMenu = lazy(() => import('./userMenu'));

const NAV = [
  { href: '/main', title: 'main' },
  { href: '/anchor?type=0', title: 'anchor' },
  { href: '/score-live', title: 'scoreLive' },
  { href: '/schedule?type=0', title: 'schedule' },
  { href: '/news', title: 'news' },
  { href: '/circle', title: 'circle' },
  { href: '/video-list', title: 'videoList' },
  { href: '/specialist', title: 'specialist' },
  { href: '/downLoad', title: 'downLoad' },
];

export function NavBarContainer({
  locale,
  onLocaleChange,
  hidden,
}: {
  locale: Locale;
  onLocaleChange: (l: Locale) => void;
  hidden: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSnapshot(session);
  const { unread } = useSnapshot(messaging);
  const [search, setSearch] = useState('');
  const [hot, setHot] = useState<string[]>([]);
  const [history, setHistory] = useState<string[]>(() => searchHistory());
  const [found, setFound] = useState<{ anchors: SearchAnchor[]; lives: SearchLive[]; loading: boolean } | null>(null);
  const tasks = useSignTasks(user?.id);

  useEffect(() => {
    api.get('/api/Search/index').then(
      (d) => setHot(d.hot_search ?? []),
      () => undefined,
    );
  }, []);

  // Related streamers and rooms as the user types (spec §2), a short pause after the last key.
  useEffect(() => {
    const name = search.trim();
    if (!name) return setFound(null);
    setFound((f) => ({ anchors: f?.anchors ?? [], lives: f?.lives ?? [], loading: true }));
    const timer = setTimeout(() => {
      Promise.all([
        api.get('/api/Search/anchor', { query: { name, limit: 5 } }),
        api.get('/api/Search/live', { query: { name, limit: 5 } }),
      ]).then(
        ([a, l]) => setFound({ anchors: (a.data ?? []) as SearchAnchor[], lives: (l.data ?? []) as SearchLive[], loading: false }),
        () => setFound({ anchors: [], lives: [], loading: false }),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const runSearch = (term: string) => {
    addSearchHistory(term);
    setHistory(searchHistory());
    setSearch(term);
    navigate(`/search?name=${encodeURIComponent(term)}`);
  };

  const items = useMemo(
    () =>
      [...NAV, ...(user ? [{ href: '/chat-chat', title: 'chatChat' }] : [])].map((n) => {
        const active = location.pathname === n.href.split('?')[0];
        const item = { href: n.href, label: intl.formatMessage({ id: `app.route.${n.title}` }), active };
        if (n.href !== '/chat-chat') return item;
        // 私信 (issue 16): the unread total, and a click opens the private-message overlay on any page
        // but the messaging page itself (a modifier click still opens /chat-chat).
        return {
          ...item,
          count: unread,
          countLabel: intl.formatMessage({ id: 'app.messaging.navUnread' }, { count: unread }),
          onActivate: active ? undefined : () => openMessages(),
        };
      }),
    [intl, location.pathname, user, unread],
  );

  const links = { personal: '/member?type=19', follows: '/persona', space: '/member?type=18', applyAnchor: '/member?type=7' };

  return (
    <NavBar
      siteName={intl.formatMessage({ id: 'app.site.name' })}
      items={items}
      onNavigate={navigate}
      languages={locales.map((l) => ({ value: l, label: intl.formatMessage({ id: `app.lang.${l}` }) }))}
      language={locale}
      onLanguageChange={(v) => onLocaleChange(v as Locale)}
      search={search}
      onSearchChange={setSearch}
      onSearchSubmit={runSearch}
      searchOverlay={
        <SearchOverlay
          hot={hot}
          history={history}
          anchors={found?.anchors}
          lives={found?.lives}
          loading={found?.loading}
          onPick={runSearch}
          onClearHistory={() => {
            clearSearchHistory();
            setHistory([]);
          }}
          onAnchor={(uid) => navigate(`/live?id=${uid}`)}
          onLive={(uid) => navigate(`/live?id=${uid}`)}
        />
      }
      // Spec §2: start-live → /member?type=7 for a non-anchor, type=9 for an anchor (login first).
      onStartLive={() => (user ? navigate(`/member?type=${user.is_anchor ? 9 : 7}`) : openLogin())}
      onLogin={() => openLogin()}
      hidden={hidden}
      user={
        user ? (
          <Suspense fallback={<span className={styles.avatarSlot} />}>
            <UserMenu nickname={user.user_nickname} avatar={user.avatar}>
              <UserPanel
                nickname={user.user_nickname}
                avatar={user.avatar}
                levelIcon={user.exp_icon}
                level={user.level}
                balance={user.balance}
                isAnchor={user.is_anchor === 1}
                signDays={tasks.data?.list.map((d) => ({
                  day: d.day ?? 0,
                  is_sign: d.is_sign ?? 0,
                  is_today: d.is_today ?? 0,
                  lz_num: d.lz_num ?? 0,
                }))}
                tasks={tasks.data?.today.map((t) => ({
                  id: t.id ?? 0,
                  task: t.task ?? '',
                  img: t.img ?? '',
                  lz_num: t.lz_num ?? 0,
                  is_complete: t.is_complete ?? 0,
                  is_receive: t.is_receive ?? 0,
                }))}
                signedToday={tasks.data?.is_sign === 1}
                signing={tasks.signing}
                onSign={() => void tasks.sign()}
                onClaim={(id) => void tasks.claim(id)}
                onRecharge={() => notify(intl.formatMessage({ id: 'app.session.rechargeUnavailable' }), 'info')}
                links={links}
                onNavigate={navigate}
                // Spec §8: my space needs a login (the session may have ended while the panel was open).
                onSpace={() =>
                  session.user ? navigate(links.space) : notify(intl.formatMessage({ id: 'app.session.loginRetry' }), 'critical')
                }
                onLogout={() => void logout(navigate)}
              />
            </UserMenu>
          </Suspense>
        ) : undefined
      }
    />
  );
}
