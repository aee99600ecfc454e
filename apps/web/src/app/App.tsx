import { ArenaUiRoot } from '@arena/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { type Locale, loadMessages, messagesFor, readLocale, saveLocale } from '../i18n';
import { api } from '../lib/api';
import { basenameFor, MOBILE_SITE_MAX_WIDTH, mobileTarget } from '../lib/mobileSite';
import { systemSettings } from '../lib/settings';
import { startUp } from '../session/actions';
import { onImSignedOut } from '../session/im';
import { notify } from '../session/notices';
import { clearSession, openLogin, session } from '../session/store';
import { PageView } from './lazyPage';
import { type RouteDef, routes } from './routes';
import { Shell } from './Shell';
import { useLevelUp } from './useLevelUp';

/** The envelope rules of spec §8, shown to the user: code 1, 700 and the session-ended codes. */
function useEnvelopeEvents(setSessionEnded: (open: boolean) => void) {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  useEffect(() => {
    const offs = [
      api.on('error', (e) => notify(e.msg, 'critical', 5_000)),
      // The client already suppresses repeats within 2 s (spec §8).
      api.on('unauthenticated', () => {
        clearSession();
        openLogin();
        notify(intlRef.current.formatMessage({ id: 'app.session.loginFirst' }), 'critical');
      }),
      api.on('sessionEnded', () => setSessionEnded(true)),
      // The chat's socket was closed because the session was revoked: the same as a 700 answer.
      onImSignedOut(() => {
        if (!session.user) return;
        clearSession();
        openLogin();
        notify(intlRef.current.formatMessage({ id: 'app.session.loginFirst' }), 'critical');
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [setSessionEnded]);
}

/** A route's page; its preload starts during the render that matches it, before the page's chunk is in. */
function RoutePage({ route }: { route: RouteDef }) {
  const { search } = useLocation();
  // Not an effect: effects of a tree that suspends on its lazy chunk run only after the chunk is in.
  useMemo(() => route.preload?.(new URLSearchParams(search)), [route, search]);
  // Keyed by route: a page of another route is another page, whatever their common ancestors.
  return <PageView key={route.path} page={route.page} />;
}

function Root({ locale, onLocaleChange }: { locale: Locale; onLocaleChange: (l: Locale) => void }) {
  const [sessionEnded, setSessionEnded] = useState(false);
  useEnvelopeEvents(setSessionEnded);
  useLevelUp();

  useEffect(() => {
    systemSettings().then(
      (settings) => {
        session.settings = settings;
        const h5 = settings.h5_url;
        const target = h5 && window.innerWidth <= MOBILE_SITE_MAX_WIDTH ? mobileTarget(h5, window.location) : null;
        if (target) window.location.replace(target);
      },
      () => undefined, // spec §8: start-up failures are silent
    );
    return startUp();
  }, []);

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/main" replace />} />
      <Route
        element={
          <Shell
            locale={locale}
            onLocaleChange={onLocaleChange}
            sessionEnded={sessionEnded}
            onSessionEndedChange={setSessionEnded}
            onReLogin={() => {
              // Spec §8: Re-Login resets the token and reloads.
              clearSession();
              window.location.reload();
            }}
          />
        }
      >
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={<RoutePage route={r} />} />
        ))}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}

/** The app; main.tsx renders it once the catalog of the saved language is loaded (zh is in the entry). */
export function App() {
  const [locale, setLocale] = useState<Locale>(() => readLocale());
  const change = (next: Locale) => {
    saveLocale(next);
    // The page keeps its current language until the new catalog has arrived: no flash of ids.
    loadMessages(next).then(
      () => setLocale(next),
      () => undefined, // offline: the choice is saved and applies on the next load
    );
  };
  return (
    <ArenaUiRoot locale={locale} messages={messagesFor(locale)}>
      <BrowserRouter basename={basenameFor(window.location.pathname)}>
        <Root locale={locale} onLocaleChange={change} />
      </BrowserRouter>
    </ArenaUiRoot>
  );
}
