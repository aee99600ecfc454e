import { describe, expect, it } from 'vitest';
import { basenameFor, mobileTarget, routePathOf } from './mobileSite';

const at = (href: string) => {
  const u = new URL(href);
  return { href: u.href, origin: u.origin, pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('the mobile site (spec §1: screens ≤ 500 px go to the configured address)', () => {
  it('keeps the page and its query under /m/, so a room’s mobile-watch QR opens that room', () => {
    expect(mobileTarget('/m/', at('http://arena.test/live?uid=8'))).toBe('/m/live?uid=8');
    expect(mobileTarget('/m', at('http://arena.test/score-live?sport=basketball#top'))).toBe('/m/score-live?sport=basketball#top');
    expect(mobileTarget('http://arena.test/m/', at('http://arena.test/main'))).toBe('/m/main');
  });

  it('stays when already on the mobile site (no loop)', () => {
    expect(mobileTarget('/m/', at('http://arena.test/m/live?uid=8'))).toBeNull();
    expect(mobileTarget('/m/', at('http://arena.test/m'))).toBeNull();
    expect(mobileTarget('/', at('http://arena.test/main'))).toBeNull();
  });

  it('goes to another site as configured, and to another path’s front page', () => {
    expect(mobileTarget('https://h5.example.com/', at('http://arena.test/live?uid=8'))).toBe('https://h5.example.com/');
    expect(mobileTarget('/h5/', at('http://arena.test/live?uid=8'))).toBe('/h5/');
    // "/mobile" is not under "/m".
    expect(mobileTarget('/m/', at('http://arena.test/mobile'))).toBe('/m/mobile');
  });

  it('runs the router under /m only on the mobile site', () => {
    expect(basenameFor('/m/live')).toBe('/m');
    expect(basenameFor('/m')).toBe('/m');
    expect(basenameFor('/main')).toBe('');
    expect(basenameFor('/live')).toBe('');
  });

  it('reads the route path without the mobile prefix', () => {
    expect(routePathOf('/m/live')).toBe('/live');
    expect(routePathOf('/m')).toBe('');
    expect(routePathOf('/main')).toBe('/main');
  });
});
