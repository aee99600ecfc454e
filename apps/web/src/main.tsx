import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadMessages, readLocale } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// zh is in the entry; en and vi are one small chunk each, fetched before the first render. If that
// fails (offline), the page renders in zh rather than not at all.
loadMessages(readLocale()).then(render, render);
