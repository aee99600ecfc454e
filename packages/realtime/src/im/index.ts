import { LazyImClient } from './lazy';
import type { LocalImOptions } from './local';
import type { TimImOptions } from './tim';
import type { ImClient } from './types';

export type ImDriverOptions = ({ driver?: 'local' } & LocalImOptions) | ({ driver: 'tim' } & TimImOptions);

/**
 * The IM client for the configured driver: system settings (`api/universal/getHot`) say which —
 * `im_driver` 'local' (default, the server's /im socket) or 'tim' with `im_sdk_app_id`. The driver's
 * code is loaded on the client's first call (see LazyImClient).
 */
export function createImClient(options: ImDriverOptions): ImClient {
  if (options.driver === 'tim') return new LazyImClient('tim', async () => new (await import('./tim')).TimImClient(options));
  return new LazyImClient('local', async () => new (await import('./local')).LocalImClient(options));
}

export type { LocalImOptions, SocketFactory, SocketLike } from './local';
export type { TimImOptions, TimMessage, TimModule, TimSdk } from './tim';
export * from './types';
