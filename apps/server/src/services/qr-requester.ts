import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { type DeviceType, deviceOf } from './session-devices';

// Issue 12 "QR login confirm page": what the phone is shown about the desktop that asked for a code, so
// a person tricked into opening someone else's link sees it is not their own computer. Everything here
// works offline: the User-Agent is read as a session's device is (session-devices.ts, bowser), and the
// place is only "local network" or the masked address. An offline country database (geoip-lite and
// the like, tens of MB and stale without a download at run time) was judged not worth it: a masked
// address tells the user as much as a country would for a phishing check, with nothing to keep fresh.

export type { DeviceType };
export type Place = 'local' | 'public';

export interface Requester {
  device: DeviceType;
  /** e.g. "Windows 10", "macOS 14.5"; '' when unknown. */
  os: string;
  /** e.g. "Chrome 120"; '' when unknown. */
  browser: string;
  place: Place;
  /** The address with its host part hidden: 203.0.113.*, 2001:db8:1:2:*. */
  ip: string;
}

/** Loopback, private (RFC 1918, ULA), link-local, CGNAT: addresses that say "on the same network". */
const LOCAL = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  LOCAL.addSubnet(net, bits, 'ipv6');

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d, as Node reports dual-stack peers) → a.b.c.d. */
function unmap(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

export function placeOf(address: string): Place {
  const ip = unmap(address);
  if (isIPv4(ip)) return LOCAL.check(ip, 'ipv4') ? 'local' : 'public';
  if (isIPv6(ip)) return LOCAL.check(ip, 'ipv6') ? 'local' : 'public';
  return 'local';
}

/** The network part only: the last IPv4 octet, or all but the first four IPv6 groups, become "*". */
export function maskIp(address: string): string {
  const ip = unmap(address);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).join(':')}:*`;
  }
  return '*';
}

export function requesterOf(userAgent: string | undefined, address: string): Requester {
  return { ...deviceOf((userAgent ?? '').slice(0, 512)), place: placeOf(address), ip: maskIp(address) };
}
