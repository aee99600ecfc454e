import { setNonce } from 'get-nonce';

/**
 * Hands the page's Content-Security-Policy nonce to the libraries that insert <style> at run time, so
 * the policy needs no 'unsafe-inline': Radix's scroll lock (react-remove-scroll, through get-nonce)
 * takes it from here, React Aria reads the same <meta property="csp-nonce"> itself. The server puts
 * the meta in every page it sends (apps/server/src/routes/page.ts). Call once, before the first render.
 * Returns the nonce, or undefined when the page has none (Storybook, Vite's dev server, tests).
 */
export function applyCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute from scripts once the policy applies; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  if (nonce) setNonce(nonce);
  return nonce;
}
