import { applyCspNonce } from '@arena/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRoute } from './app/routes';
import { loadMessages, readLocale } from './i18n';

// The page of this address starts loading now, beside the messages; the first render waits for it (at
// most FIRST_PAGE_WAIT_MS), so the page renders at once instead of behind a loading fallback whose
// reveal React holds back 300 ms. (Time to first frame on /live, 20 pages each, same run: p50 707 /
// 689 ms before, 637 / 617 ms after.)
const FIRST_PAGE_WAIT_MS = 1_000;
// Before anything renders: dialogs insert their scroll-lock stylesheet with the page's CSP nonce.
applyCspNonce();
const firstPage = startRoute(window.location.pathname, window.location.search);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first render is a transition, so React renders it in slices: what the page started early (the
// room's playlists and first segment) keeps being handled between them instead of waiting behind one
// long task. (20 pages each, same run: p50 time to first frame 561 / 610 ms against 637 / 617 ms.)
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// zh is in the entry; en and vi are one small chunk each, fetched before the first render. If that
// fails (offline), the page renders in zh rather than not at all.
Promise.all([
  loadMessages(readLocale()).catch(() => undefined),
  Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]),
]).then(render, render);
