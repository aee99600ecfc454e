import { useEffect, useState } from 'react';
import { settingsIfLoaded, systemSettings } from '../../lib/settings';

/** The announcement line: 'loading' until the settings are in, then the text ('' when there is none). */
export type Announcement = { state: 'loading' } | { state: 'ready'; text: string };

const fromSettings = (): Announcement => {
  const settings = settingsIfLoaded();
  return settings ? { state: 'ready', text: settings.announcement ?? '' } : { state: 'loading' };
};

/**
 * The system settings' announcement (universal/getHot). The request started with the page (main.tsx,
 * routes' preload), so on most first renders it is already in and the line renders with the page.
 * A failure leaves the line out: spec §8, start-up failures are silent.
 */
export function useAnnouncement(): Announcement {
  const [announcement, setAnnouncement] = useState(fromSettings);
  useEffect(() => {
    if (announcement.state === 'ready') return;
    let cancelled = false;
    systemSettings().then(
      (settings) => {
        if (!cancelled) setAnnouncement({ state: 'ready', text: settings.announcement ?? '' });
      },
      () => {
        if (!cancelled) setAnnouncement({ state: 'ready', text: '' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [announcement.state]);
  return announcement;
}
