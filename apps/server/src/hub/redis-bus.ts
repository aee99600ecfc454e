import { Redis } from 'ioredis';
import type { BusMessage, HubBus, HubLogger } from './hub';

// DESIGN.md: when a deployment outgrows one machine, Redis pub/sub carries the socket fan-out between
// server instances. Every instance publishes its frames on one channel and delivers the others'.

export const HUB_CHANNEL = 'arena:score-hub';

export class RedisBus implements HubBus {
  private readonly listeners: Array<(message: BusMessage) => void> = [];
  private lastError = 0;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly log: HubLogger,
    private readonly channel: string,
  ) {
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      let message: BusMessage;
      try {
        message = JSON.parse(raw) as BusMessage;
      } catch {
        this.log.warn({ channel }, 'score hub bus: malformed message ignored');
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
  }

  /** Connects both connections (a subscribed one cannot publish) and subscribes; fails fast when Redis is unreachable. */
  static async connect(url: string, log: HubLogger, channel = HUB_CHANNEL): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    const bus = new RedisBus(pub, sub, log, channel);
    for (const client of [pub, sub]) client.on('error', (error: Error) => bus.reportError(error));
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(channel);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`REDIS_URL: cannot reach Redis at ${url} (${(error as Error).message})`);
    }
    return bus;
  }

  publish(message: BusMessage): void {
    this.pub.publish(this.channel, JSON.stringify(message)).catch((error: Error) => this.reportError(error));
  }

  onMessage(listener: (message: BusMessage) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }

  /** ioredis reconnects by itself; say so in the log at most every 10 s. */
  private reportError(error: Error) {
    const now = Date.now();
    if (now - this.lastError < 10_000) return;
    this.lastError = now;
    this.log.warn({ err: error }, 'score hub bus: Redis error (frames reach this instance only until it is back)');
  }
}
