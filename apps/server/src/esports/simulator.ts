import type { Db } from '../db/index';
import type { Audience, HubLogger } from '../hub/hub';
import { tickInterval } from '../sim/simulator';
import { bindEsportsRooms } from './rooms';
import { DAY_SEC, insertEsportsDays, insertEsportsSlate } from './schedule';
import { esportsWindowStart } from './start';
import { type EsportsFrame, syncEsports } from './sync';

// The esports simulator (issue 19), beside the football one and paced the same (SIMULATOR_SPEED): on
// every tick it brings the series in progress up to the clock in one transaction, starts new ones as
// series end, moves esports rooms on, and once committed pushes `{code:100,data:{type:'esports',…}}`
// to the clients that chose esports (classify 2). A change of status, score or game goes out at once;
// a game's running statistics at most every PUSH_INTERVAL_MS per series (a CS2 money figure or a gold
// count changes on every tick, and nobody needs a hundred of those a second).

export const PUSH_INTERVAL_MS = 2_000;
export const ESPORTS_AUDIENCE: Audience = { sport: 2 };

export interface EsportsSimulatorOptions {
  db: Db;
  hub: { publish(frame: unknown, audience: Audience): void };
  speed: number;
  now: () => number;
  log: HubLogger;
}

export class EsportsSimulator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private scheduledDay: number;
  /** When each series was last pushed (the clock's ms). */
  private readonly pushedAt = new Map<number, number>();
  /** A series' latest frame held back by the throttle, sent once its interval has passed. */
  private readonly held = new Map<number, EsportsFrame>();

  constructor(private readonly options: EsportsSimulatorOptions) {
    this.scheduledDay = Math.floor(options.now() / 1000 / DAY_SEC);
  }

  /** One step; returns the frames pushed. */
  async tick(): Promise<EsportsFrame[]> {
    const { db, speed, hub, now: clock } = this.options;
    const now = clock();
    const day = Math.floor(now / 1000 / DAY_SEC);
    const changes = await db.tx(async (q) => {
      if (day !== this.scheduledDay) await insertEsportsDays(q, now);
      const changed = await syncEsports(q, now, speed, esportsWindowStart(now));
      // Something of every game is always on: a new series starts as one ends.
      const started = await insertEsportsSlate(q, now, speed, true);
      if (started.length > 0) changed.push(...(await syncEsports(q, now, speed, esportsWindowStart(now))));
      await bindEsportsRooms(q);
      return changed;
    });
    this.scheduledDay = day;
    for (const { frame, major } of changes) {
      if (major) this.held.delete(frame.id);
      else this.held.set(frame.id, frame);
      if (major) this.send(frame, now);
    }
    const sent: EsportsFrame[] = changes.filter((c) => c.major).map((c) => c.frame);
    for (const [id, frame] of this.held) {
      if (now - (this.pushedAt.get(id) ?? Number.NEGATIVE_INFINITY) < PUSH_INTERVAL_MS) continue;
      this.held.delete(id);
      this.send(frame, now);
      sent.push(frame);
    }
    return sent;
  }

  private send(frame: EsportsFrame, now: number) {
    this.options.hub.publish({ code: 100, data: frame }, ESPORTS_AUDIENCE);
    if (frame.status === 3) this.pushedAt.delete(frame.id);
    else this.pushedAt.set(frame.id, now);
  }

  /** Ticks on a timer until stop(); a failed tick is logged and the next one tries again. */
  start(intervalMs = tickInterval(this.options.speed)): this {
    if (this.timer) return this;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'esports simulator: tick failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, intervalMs);
    this.options.log.info({ speed: this.options.speed, intervalMs }, 'esports simulator: running');
    return this;
  }

  /** Stops the timer and waits for a tick in progress (so the database can close after). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
