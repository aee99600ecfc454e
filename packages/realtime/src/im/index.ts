import { LocalImClient, type LocalImOptions } from './local';
import { TimImClient, type TimImOptions } from './tim';
import type { ImClient } from './types';

export type ImDriverOptions = ({ driver?: 'local' } & LocalImOptions) | ({ driver: 'tim' } & TimImOptions);

/**
 * The IM client for the configured driver: system settings (`api/universal/getHot`) say which —
 * `im_driver` 'local' (default, the server's /im socket) or 'tim' with `im_sdk_app_id`.
 */
export function createImClient(options: ImDriverOptions): ImClient {
  if (options.driver === 'tim') return new TimImClient(options);
  return new LocalImClient(options);
}

export { LocalImClient, type LocalImOptions, type SocketFactory, type SocketLike } from './local';
export { TimImClient, type TimImOptions, type TimModule, type TimSdk, type TimMessage } from './tim';
export * from './types';
