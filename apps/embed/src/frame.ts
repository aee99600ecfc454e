import { localeOf, t } from './i18n/index';

// The iframe page (/embed/scores?sport=&league=&team=&locale=&theme=&limit=): one <arena-scores>
// built from the query, and its height posted to the parent on every resize so the embedding site
// can size the iframe: { type: 'arena-scores:height', height }.
const ATTRIBUTES = ['sport', 'league', 'team', 'locale', 'theme', 'limit'] as const;

export function mountFrame(): void {
  const query = new URLSearchParams(location.search);
  const element = document.createElement('arena-scores');
  for (const name of ATTRIBUTES) {
    const value = query.get(name);
    if (value) element.setAttribute(name, value);
  }
  const locale = localeOf(query.get('locale'));
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  document.title = t(locale, query.get('sport') === 'basketball' ? 'embed.caption.basketball' : 'embed.caption.football');
  if (query.get('theme') === 'dark') document.documentElement.style.colorScheme = 'dark';

  let last = -1;
  const post = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    if (window.parent !== window) window.parent.postMessage({ type: 'arena-scores:height', height }, '*');
  };
  new ResizeObserver(post).observe(element);
  const attach = () => {
    document.body.append(element);
    post();
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
}
