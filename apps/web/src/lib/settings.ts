import type { SystemSettings } from '@arena/api-client';
import { api } from './api';

// The system settings (universal/getHot): asked for once per page load, from the entry, before React
// renders (issue 13: the home page's announcement and the mobile-site redirect used to ask for them
// after the page's chunk had loaded and rendered, each on its own). A failed request is forgotten, so
// the next caller asks again.

let pending: Promise<SystemSettings> | undefined;
let settled: SystemSettings | undefined;

/** The settings, from the one request of this page load (started now if nobody started it yet). */
export function systemSettings(): Promise<SystemSettings> {
  pending ??= api.get('/api/universal/getHot').then(
    (settings) => {
      settled = settings;
      return settings;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The settings if they are already in (a page's first render can then show them at once). */
export const settingsIfLoaded = (): SystemSettings | undefined => settled;

/** Tests: forget the loaded settings. */
export function resetSystemSettings(): void {
  pending = undefined;
  settled = undefined;
}
