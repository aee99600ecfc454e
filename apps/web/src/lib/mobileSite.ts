// Spec §1 / §9: screens 500 px wide or less go to the mobile site, whose address comes from the system
// settings (getHot `h5_url`). The reference server's default address is `/m/`, where it serves this
// same app: under that prefix the router runs with the basename `/m`, and the redirect keeps the page
// and its query, so a room's mobile-watch QR (the room's address) opens that room on a phone instead
// of the mobile site's front page. Another address (another origin, or another path on this one) is
// a different site: the redirect goes there as configured.

/** Screens this wide or narrower go to the mobile site. */
export const MOBILE_SITE_MAX_WIDTH = 500;

/** The prefix under which the reference server serves this app as the mobile site. */
export const MOBILE_BASE = '/m';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The router's basename for a page address: `/m` on the mobile site, none otherwise. */
export function basenameFor(pathname: string): string {
  return under(pathname, MOBILE_BASE) ? MOBILE_BASE : '';
}

/** A page address's route path: the address without the mobile site's prefix. */
export function routePathOf(pathname: string): string {
  return pathname.slice(basenameFor(pathname).length);
}

interface Here {
  href: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/** Where a narrow screen on `here` goes for the configured mobile address `h5`; null to stay. */
export function mobileTarget(h5: string, here: Here): string | null {
  let target: URL;
  try {
    target = new URL(h5, here.href);
  } catch {
    return null; // a malformed setting is not worth a broken page
  }
  if (target.origin !== here.origin) return target.href;
  const prefix = target.pathname.replace(/\/+$/, '');
  if (!prefix) return null; // the mobile site is this site
  if (under(here.pathname, prefix)) return null;
  if (prefix !== MOBILE_BASE) return `${prefix}/${target.search}${target.hash}`;
  return `${prefix}${here.pathname}${here.search}${here.hash}`;
}
