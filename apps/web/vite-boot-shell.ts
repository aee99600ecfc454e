// Issue 13 (first paint without waiting for the app): the built index.html carries a static shell in
// #root — the top bar (white, its bottom border, the brand mark and the site name at the real bar's
// size and place, 60 px on a desktop, two rows on anything narrower than 992 px) and a skeleton of the
// content column — with the few rules it needs inline, so a phone paints the page's frame as soon as
// the HTML and the stylesheets arrive, instead of a blank screen until the entry has run and the route
// has rendered. React's first render replaces #root's children whole: the shell's nodes are removed,
// not moved, so they add no layout shift. The shell is aria-hidden (the app's own bar is what assistive
// technology reads) and has no words: the reader's language is in local storage, which only a script
// could read, and the page has no inline script (its CSP allows none); the site name's place is a
// skeleton line. Its <style> is allowed by its hash (apps/server/src/security/headers.ts).

/**
 * The light theme's colours the shell uses (packages/ui tokens' lightColors; the test holds them equal).
 * Written out because Vite loads this file through Node, which cannot import the package's TypeScript.
 */
export const SHELL_COLORS = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceSunken: '#eef0f3',
  border: '#dcdfe4',
  text: '#1c1f24',
  brand: '#c8281e',
  brandText: '#ffffff',
};
const c = SHELL_COLORS;
/** The rules of the shell only (`.boot*`), the same measures as NavBar.css.ts and Shell.css.ts. */
const css = [
  `body{margin:0;background:${c.background};color:${c.text};font-family:system-ui,-apple-system,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei","Segoe UI",Roboto,sans-serif}`,
  `.boot-bar{display:flex;align-items:center;gap:8px;box-sizing:border-box;height:60px;padding:0 24px;background:${c.surface};border-bottom:1px solid ${c.border}}`,
  `.boot-mark{display:grid;place-items:center;width:32px;height:32px;border-radius:8px;background:${c.brand};color:${c.brandText};font-weight:700;font-size:14px}`,
  `.boot-name{width:120px;height:18px;border-radius:4px;background:${c.surfaceSunken}}`,
  '.boot-main{box-sizing:border-box;max-width:1280px;min-height:100vh;margin:0 auto;padding:24px}',
  `.boot-line{height:28px;width:40%;max-width:240px;border-radius:8px;background:${c.surfaceSunken}}`,
  `.boot-card{height:160px;margin-top:16px;border-radius:12px;background:${c.surface}}`,
  '@media (max-width:991px){.boot-bar{height:81px;padding:0 12px 43px}}',
  '@media (max-width:500px){.boot-main{padding:16px 12px}}',
].join('');

const shell = [
  '<div class="boot" aria-hidden="true">',
  '<div class="boot-bar"><span class="boot-mark">A</span><span class="boot-name"></span></div>',
  '<div class="boot-main"><div class="boot-line"></div><div class="boot-card"></div><div class="boot-card"></div></div>',
  '</div>',
].join('');

/** The Vite plugin: puts the shell and its style into index.html (build and dev alike). */
export function bootShellPlugin() {
  return {
    name: 'arena:boot-shell',
    transformIndexHtml(html: string): string {
      if (!html.includes('<div id="root"></div>')) throw new Error('boot shell: index.html has no empty #root');
      return html.replace('</head>', `<style>${css}</style></head>`).replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}
