// The session token travels in the `token` header, read from the `token` cookie (WIRE.md).
const NAME = 'token';

function doc(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The value of a cookie from a `document.cookie` style string. */
export function parseCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function readTokenCookie(): string | undefined {
  const d = doc();
  const value = d ? parseCookie(d.cookie, NAME) : undefined;
  return value || undefined;
}

/**
 * The `token` cookie as written (issue 12, ASVS 5.0 §3.3): `SameSite=Lax` always, and `Secure` when
 * the page is served over HTTPS, so the token never travels over plain HTTP once the site has TLS.
 */
export function tokenCookie(value: string, expires: string, https: boolean): string {
  return `${NAME}=${value}; expires=${expires}; path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

const https = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function writeTokenCookie(token: string, days = 30): void {
  const d = doc();
  if (!d) return;
  d.cookie = tokenCookie(encodeURIComponent(token), new Date(Date.now() + days * 86_400_000).toUTCString(), https());
}

export function clearTokenCookie(): void {
  const d = doc();
  if (!d) return;
  d.cookie = tokenCookie('', 'Thu, 01 Jan 1970 00:00:00 GMT', https());
}
