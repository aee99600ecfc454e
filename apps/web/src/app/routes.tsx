import { preloadHotStreamers, preloadLiveRoom } from '../features/live/preload';
import { preloadHomeScores } from '../features/scores/preload';
import { routePathOf } from '../lib/mobileSite';
import { systemSettings } from '../lib/settings';
import { lazyPage, type Page } from './lazyPage';

// SPEC.md §2: every route, its tab index (which drives the layout) and its page. Each page loads
// lazily; a route whose feature belongs to a later issue shows the in-development state, and giving it
// its real page is a one-line change of `page` here.
const InDevelopment = lazyPage(() => import('../features/shell/InDevelopmentPage'));
const Home = lazyPage(() => import('./pages/HomePage'));
const Login = lazyPage(() => import('./pages/LoginPage'));
const QrLogin = lazyPage(() => import('../features/auth/QrLoginPage'));
const Search = lazyPage(() => import('../features/search/SearchPage'));
const NotFound = lazyPage(() => import('../features/shell/NotFoundPage'));
const ScoreLive = lazyPage(() => import('../features/scores/ScoreBoard'));
const ScoreDetail = lazyPage(() => import('../features/scores/ScoreDetailPage'));
const Football = lazyPage(() => import('../features/scores/FootballPage'));
const Basketball = lazyPage(() => import('../features/scores/BasketballPage'));
const Schedule = lazyPage(() => import('../features/scores/SchedulePage'));
const Anchor = lazyPage(() => import('../features/live/AnchorPage'));
const Live = lazyPage(() => import('../features/live/LivePage'));
const Rank = lazyPage(() => import('../features/live/RankPage'));
const Attention = lazyPage(() => import('../features/live/AttentionPage'));
const Reserve = lazyPage(() => import('../features/live/ReservePage'));
const Member = lazyPage(() => import('./pages/MemberPage'));
const Trophy = lazyPage(() => import('../features/database/TrophyPage'));
const Database = lazyPage(() => import('../features/database/DatabasePage'));
const ChatChat = lazyPage(() => import('../features/messaging/ChatPage'));
const Operator = lazyPage(() => import('../features/operator/OperatorPage'));
const Foresight = lazyPage(() => import('../features/foresight/ForesightPage'));
const GamingList = lazyPage(() => import('../features/esports/GamingListPage'));
const GamingDetail = lazyPage(() => import('../features/esports/GamingDetailPage'));
const GamingLeague = lazyPage(() => import('../features/esports/GamingLeaguePage'));
const Gaming = lazyPage(() => import('../features/esports/GamingPage'));

export interface RouteDef {
  path: string;
  /** Catalog key of the page title: `app.route.<title>`. */
  title: string;
  /** Spec §2 tab index; undefined where the table gives none. */
  tab?: number;
  page: Page;
  /** Shown in the bar only when logged in (spec §2: /chat-chat). */
  loggedInOnly?: boolean;
  /**
   * Starts the page's critical requests when the route matches, while its chunk still loads (a route
   * loader's job); must be idempotent. What it returns, the first render waits for too (within
   * main.tsx's limit), so the page's first paint can show that data instead of a placeholder.
   */
  preload?: (search: URLSearchParams) => unknown;
}

/**
 * /main: the event recommendation and the hot streamers start with the page; the first render waits
 * for the settings (the announcement above both lists) so that line does not arrive after them.
 */
function preloadHome() {
  preloadHomeScores();
  preloadHotStreamers();
  return systemSettings();
}

export const routes: RouteDef[] = [
  { path: '/main', title: 'main', tab: 0, page: Home, preload: preloadHome },
  { path: '/login', title: 'login', page: Login },
  { path: '/dome', title: 'dome', page: InDevelopment },
  { path: '/basketball', title: 'basketball', tab: 1, page: Basketball },
  { path: '/football', title: 'football', tab: 1, page: Football },
  { path: '/gamingList', title: 'gamingList', tab: 1, page: GamingList },
  { path: '/gamingDetail', title: 'gamingDetail', tab: 1, page: GamingDetail },
  { path: '/gamingLeague', title: 'gamingLeague', tab: 1, page: GamingLeague },
  { path: '/gaming', title: 'gaming', tab: 2, page: Gaming },
  { path: '/anchor', title: 'anchor', tab: 2, page: Anchor },
  { path: '/live', title: 'live', tab: 2, page: Live, preload: preloadLiveRoom },
  { path: '/score-live', title: 'scoreLive', tab: 1, page: ScoreLive },
  { path: '/score-detail', title: 'scoreDetail', tab: 1, page: ScoreDetail },
  { path: '/schedule', title: 'schedule', tab: 3, page: Schedule },
  { path: '/rank', title: 'rank', tab: 2, page: Rank },
  { path: '/attention', title: 'attention', tab: 2, page: Attention },
  { path: '/reserve', title: 'reserve', tab: 2, page: Reserve },
  { path: '/foresight', title: 'foresight', tab: 9, page: Foresight },
  { path: '/news', title: 'news', tab: 4, page: InDevelopment },
  { path: '/circle', title: 'circle', tab: 4, page: InDevelopment },
  { path: '/circle-detail', title: 'circleDetail', page: InDevelopment },
  { path: '/downLoad', title: 'downLoad', tab: 10, page: InDevelopment },
  { path: '/base-football', title: 'baseFootball', tab: 6, page: Database },
  { path: '/base-basketball', title: 'baseBasketball', tab: 6, page: Database },
  { path: '/trophy/home', title: 'trophy', tab: 5, page: Trophy },
  { path: '/video-list', title: 'videoList', tab: 13, page: InDevelopment },
  { path: '/video-player', title: 'videoPlayer', tab: 13, page: InDevelopment },
  { path: '/video-classify', title: 'videoClassify', tab: 14, page: InDevelopment },
  { path: '/specialist', title: 'specialist', tab: 11, page: InDevelopment },
  { path: '/specialist-home', title: 'specialistHome', tab: 11, page: InDevelopment },
  { path: '/specialist-info', title: 'specialistInfo', tab: 11, page: InDevelopment },
  { path: '/specialist-detail', title: 'specialistDetail', tab: 11, page: InDevelopment },
  { path: '/chat-chat', title: 'chatChat', tab: 12, page: ChatChat, loggedInOnly: true },
  // The operator console (issues 14–16): not in the nav; the page itself refuses anyone but an operator.
  { path: '/operator', title: 'operator', page: Operator },
  { path: '/search', title: 'search', page: Search },
  { path: '/member', title: 'member', page: Member },
  { path: '/detail', title: 'detail', page: InDevelopment },
  { path: '/persona', title: 'persona', page: Member },
  { path: '/comment', title: 'comment', page: InDevelopment },
  { path: '/about-user', title: 'aboutUser', page: InDevelopment },
  { path: '/demo', title: 'demo', page: InDevelopment },
  { path: '/new_file', title: 'newFile', page: InDevelopment },
  // The phone's side of QR login (the address the QR image encodes), for a phone browser or a tester.
  { path: '/qr-login', title: 'qrLogin', page: QrLogin },
  { path: '/404', title: 'notFound', page: NotFound },
];

/** Spec §2: the left menu shows only for tabs 2, 3 and 14. */
export const hasSideMenu = (tab: number | undefined) => tab === 2 || tab === 3 || tab === 14;
/** Spec §2: the footer shows unless the tab is 1, 2, 3 or 12. */
export const hasFooter = (tab: number | undefined) => !(tab === 1 || tab === 2 || tab === 3 || tab === 12);
/** Spec §2: the top bar hides after 60 px of scroll on these paths. */
export const HIDING_BAR_PATHS = ['/main', '/football', '/basketball'];
export const BAR_HIDE_SCROLL_PX = 60;

export function routeOf(pathname: string): RouteDef | undefined {
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path.toLowerCase() === lower);
}

/**
 * Starts the page of the address the app opens on — its critical requests (`preload`) first, then its
 * chunk — as soon as the entry runs, instead of after React has rendered the route (time to first
 * frame on /live). Both are idempotent, so the render that matches the route later starts nothing
 * twice. Resolves when the page's chunk and what the preload returned are in (or failed: React reports
 * that when it renders the page).
 */
export function startRoute(pathname: string, search: string): Promise<void> {
  const route = routeOf(routePathOf(pathname));
  if (!route) return Promise.resolve();
  const data = route.preload?.(new URLSearchParams(search));
  return Promise.all([route.page.load(), data]).then(
    () => undefined,
    () => undefined,
  );
}
