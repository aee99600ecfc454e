import Bowser from 'bowser';

// Issue 14 "personal centre: sessions": the device of a session as the member centre names it, read from
// the login's stored User-Agent by bowser (MIT, no dependencies, works offline; the same parser and
// version the QR login's requester uses). Names are clipped: a User-Agent is the client's own text.

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';

export interface SessionDevice {
  device: DeviceType;
  /** e.g. "Windows 10", "macOS 14.5"; '' when unknown. */
  os: string;
  /** e.g. "Chrome 120"; '' when unknown. */
  browser: string;
}

const DEVICES = new Set<DeviceType>(['desktop', 'mobile', 'tablet', 'tv']);
const MAX_NAME = 40;
const clip = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);

export function deviceOf(userAgent: string): SessionDevice {
  if (!userAgent.trim()) return { device: 'unknown', os: '', browser: '' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type as DeviceType | undefined;
  const major = parsed.browser.version?.split('.')[0];
  return {
    device: type && DEVICES.has(type) ? type : 'unknown',
    os: clip([parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')),
    browser: clip([parsed.browser.name, major].filter(Boolean).join(' ')),
  };
}
