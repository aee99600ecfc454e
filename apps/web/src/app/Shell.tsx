import { goalPopupTopInset, NavigationProgress, Toaster } from '@arena/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FooterContainer } from '../features/footer/FooterContainer';
import { NavBarContainer } from '../features/nav/NavBarContainer';
import type { Locale } from '../i18n';
import { messaging } from '../session/messaging';
import { session } from '../session/store';
import { BAR_HIDE_SCROLL_PX, HIDING_BAR_PATHS, hasFooter, hasSideMenu, routeOf } from './routes';
import * as styles from './Shell.css';

/** Spec §9: the layout is mobile below 992 px, and the sidebar closes. */
const MOBILE_BREAKPOINT = 992;

/** Goal pop-ups anywhere in the app (issue 5), loaded after the page. */
const GoalAlerts = lazy(() => import('../features/scores/GoalAlerts'));

/** Private messaging (issue 16) for a logged-in user: the overlay, the notice and the unread count. */
const MessagingRoot = lazy(() => import('../features/messaging/MessagingRoot'));

function useIsMobile() {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const change = () => setMobile(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return mobile;
}

function useBarHidden(pathname: string) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!HIDING_BAR_PATHS.includes(pathname)) {
      setHidden(false);
      return;
    }
    const onScroll = () => setHidden(window.scrollY > BAR_HIDE_SCROLL_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);
  return hidden;
}

/**
 * Goal pop-ups sit under the sticky top bar, so they never cover its navigation, logo and login (on a
 * phone the bar is two rows, which an alert would hide whole): the shell tells them the bar's
 * height while it shows, 0 while scrolling has hidden it.
 */
function useTopInset(hidden: boolean, routed: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shell = ref.current;
    const bar = shell?.querySelector<HTMLElement>(':scope > header');
    if (!shell || !bar || !routed) return;
    const set = () => shell.style.setProperty(goalPopupTopInset, `${hidden ? 0 : bar.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [hidden, routed]);
  return ref;
}

// The login dialog (its form fields, selects and captcha) loads the first time it is opened: it is
// most of the shell's weight otherwise, and most visits never open it. Once loaded it stays mounted, so
// closing it animates and returns focus like any dialog.
const LoginDialogContainer = lazy(() => import('../features/auth/LoginDialogContainer').then((m) => ({ default: m.LoginDialogContainer })));

// The session-ended dialog (spec §8) is rare too: it loads the first time it has to show.
const ConfirmDialog = lazy(() => import('./confirmDialog'));

function LoginDialogSlot() {
  const { open } = useSnapshot(session).login;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginDialogContainer />
    </Suspense>
  ) : null;
}

/** Spec §9: the progress bar is done 500 ms after the route settles. */
function RouteProgress() {
  const location = useLocation();
  const intl = useIntl();
  const [active, setActive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger: the bar runs on each navigation
  useEffect(() => {
    setActive(true);
    const timer = setTimeout(() => setActive(false), 500);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);
  return <NavigationProgress active={active} label={intl.formatMessage({ id: 'app.shell.navigating' })} />;
}

function SideMenu({ tab }: { tab: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const items =
    tab === 14
      ? [
          ['/video-list', 'videoPopular'],
          ['/video-classify', 'videoClassify'],
        ]
      : [
          ['/anchor?type=0', 'all'],
          ['/anchor?type=1', 'football'],
          ['/anchor?type=2', 'basketball'],
          ['/anchor?type=3', 'esports'],
          ['/schedule?type=0', 'schedule'],
          ['/rank', 'rank'],
          ['/attention', 'attention'],
          ['/reserve', 'reserve'],
        ];
  return (
    <nav className={styles.side} aria-label={intl.formatMessage({ id: 'app.shell.sideMenu' })}>
      <ul className={styles.sideList}>
        {items.map(([href, key]) => (
          <li key={href}>
            <a
              className={styles.sideLink}
              href={href}
              aria-current={`${location.pathname}${location.search}` === href ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                navigate(href!);
              }}
            >
              {intl.formatMessage({ id: `app.menu.${key}` })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ShellProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  sessionEnded: boolean;
  onSessionEndedChange: (open: boolean) => void;
  onReLogin: () => void;
}

/** The shell of spec §2: top bar, left menu for tabs 2, 3, 14, content, footer except tabs 1, 2, 3, 12. */
export function Shell({ locale, onLocaleChange, sessionEnded, onSessionEndedChange, onReLogin }: ShellProps) {
  const intl = useIntl();
  const location = useLocation();
  const route = routeOf(location.pathname);
  const mobile = useIsMobile();
  const barHidden = useBarHidden(route?.path ?? '');
  const shellRef = useTopInset(barHidden, Boolean(route));

  const { user } = useSnapshot(session);
  const { unread } = useSnapshot(messaging);
  // Page title: the translated route title plus the site name (spec §2), after the unread private
  // messages while there are some (issue 16).
  useEffect(() => {
    const title = route ? intl.formatMessage({ id: `app.route.${route.title}` }) : '';
    const count = user && unread > 0 ? `${intl.formatMessage({ id: 'app.messaging.unreadTitle' }, { count: unread })} ` : '';
    document.title = `${count}${title ? `${title} - ` : ''}${intl.formatMessage({ id: 'app.site.name' })}`;
  }, [route, intl, unread, user]);
  // The description search engines show (issue 13: Lighthouse SEO): index.html carries the zh one.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', intl.formatMessage({ id: 'app.site.description' }));
  }, [intl]);

  if (!route) return <Navigate to="/404" replace />;
  const side = hasSideMenu(route.tab) && !mobile;
  return (
    <div className={styles.shell} ref={shellRef}>
      <a className={styles.skip} href="#main">
        {intl.formatMessage({ id: 'app.shell.skip' })}
      </a>
      <RouteProgress />
      <NavBarContainer locale={locale} onLocaleChange={onLocaleChange} hidden={barHidden} />
      <div className={styles.body} data-side={side || undefined}>
        {side ? <SideMenu tab={route.tab!} /> : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<p role="status">{intl.formatMessage({ id: 'app.shell.loadingPage' })}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {hasFooter(route.tab) ? <FooterContainer /> : null}
      <LoginDialogSlot />
      {sessionEnded ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={sessionEnded}
            onOpenChange={onSessionEndedChange}
            title={intl.formatMessage({ id: 'app.session.endedTitle' })}
            message={intl.formatMessage({ id: 'app.session.endedMessage' })}
            confirmLabel={intl.formatMessage({ id: 'app.session.reLogin' })}
            cancelLabel={intl.formatMessage({ id: 'app.session.cancel' })}
            onConfirm={onReLogin}
          />
        </Suspense>
      ) : null}
      <Toaster />
      <Suspense fallback={null}>
        <GoalAlerts />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <MessagingRoot key={user.id} />
        </Suspense>
      ) : null}
    </div>
  );
}
