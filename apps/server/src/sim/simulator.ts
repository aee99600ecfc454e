import { predictUpcoming } from '../database/forecast/ahead';
import type { Db } from '../db/index';
import type { Audience, HubLogger } from '../hub/hub';
import { audienceOf, type ScoreFrame } from './frames';
import { rollRoomMatches } from './rooms';
import { DAY_MS, insertLiveSlate, insertScheduleDays } from './schedule';
import { syncBasketball, syncFootball } from './sync';

// The match simulator (issue 5): on every tick it brings the matches in progress up to the clock —
// kick-offs, minutes, half-time, quarters, goals, cards, corners, odds movements, full time — writes
// each change to the database in one transaction and, once committed, pushes it through the score
// hub. Everything follows from the match ids and the clock (src/sim/script), so a run with
// the same clock repeats exactly; tests inject the clock and call tick() themselves.

export interface SimulatorOptions {
  db: Db;
  hub: { publish(frame: unknown, audience: Audience): void };
  /** SIMULATOR_SPEED: 1 real time, 60 one match minute per second. */
  speed: number;
  now: () => number;
  log: HubLogger;
}

/** How often to look: a few times per match minute, at least every 5 s, at most 4 times a second. */
export function tickInterval(speed: number): number {
  return Math.min(5_000, Math.max(250, Math.round(30_000 / speed)));
}

export class Simulator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private scheduledDay: number;
  /** The day whose schedule has had its predictions stored (/foresight); none before the first tick. */
  private predictedDay: number | undefined;

  constructor(private readonly options: SimulatorOptions) {
    // buildApp's refreshSchedule has written the schedule around the start.
    this.scheduledDay = Math.floor(options.now() / DAY_MS);
  }

  /** One step: roll the schedule and the live slate on, write what changed, push it. */
  async tick(): Promise<ScoreFrame[]> {
    const { db, speed, hub } = this.options;
    const now = this.options.now();
    const nowSec = Math.floor(now / 1000);
    const day = Math.floor(now / DAY_MS);
    const frames = await db.tx(async (q) => {
      if (day !== this.scheduledDay) await insertScheduleDays(q, now);
      // Something is always live: a new match kicks off as one ends (issue 5).
      await insertLiveSlate(q, now, speed, true);
      const window = { fromSec: nowSec - 2 * 86_400, toSec: nowSec };
      const changed = [...(await syncFootball(q, now, speed, window)), ...(await syncBasketball(q, now, speed, window))];
      await rollRoomMatches(q);
      // Once a day (and at the first tick): the new days' matches get their predictions before kick-off.
      if (day !== this.predictedDay) await predictUpcoming(q, nowSec);
      return changed;
    });
    this.scheduledDay = day;
    this.predictedDay = day;
    for (const frame of frames) hub.publish({ code: 100, data: frame }, audienceOf(frame));
    return frames;
  }

  /** Ticks on a timer until stop(); a tick that fails is logged and the next one tries again. */
  start(intervalMs = tickInterval(this.options.speed)): this {
    if (this.timer) return this;
    this.timer = setInterval(() => {
      if (this.running) return; // a slow tick is never overlapped by the next
      this.running = this.tick()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'simulator: tick failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, intervalMs);
    this.options.log.info({ speed: this.options.speed, intervalMs }, 'simulator: running');
    return this;
  }

  /** Stops the timer and waits for a tick in progress (so the database can close after). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
