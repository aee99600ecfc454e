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

export function writeTokenCookie(token: string, days = 30): void {
  const d = doc();
  if (!d) return;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  d.cookie = `${NAME}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function clearTokenCookie(): void {
  const d = doc();
  if (!d) return;
  d.cookie = `${NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
