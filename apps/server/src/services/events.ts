import { EventEmitter } from 'node:events';

/**
 * Keys of the daily tasks (table `tasks`, migration 004). A part of the server that sees a user do one
 * of these things reports it with `services.events.task(userId, key)`; the task service counts it
 * towards today's progress (Asia/Shanghai day). A key no task has yet is recorded nowhere.
 *
 * - `watch_live`     the user entered a live room (getRoomInfo while logged in)
 * - `send_barrage`   a barrage was accepted (Barrage/send)
 * - `send_gift`      a gift was paid for (member/handselGift)
 * - `follow_anchor`  the user started following a streamer (Member/attention)
 * - `share_live`     the user shared a live room (Live_streaming/share)
 * - `reserve_match`, `buy_guard`, `buy_noble`, `send_horn`, `send_red_envelope`: reported for tasks to come
 */
export const TASK_KEYS = [
  'watch_live',
  'send_barrage',
  'send_gift',
  'follow_anchor',
  'share_live',
  'reserve_match',
  'buy_guard',
  'buy_noble',
  'send_horn',
  'send_red_envelope',
] as const;
export type TaskKey = (typeof TASK_KEYS)[number];

export interface ServerEvents {
  /** A user did something that counts towards a daily task. */
  task: { userId: number; key: TaskKey };
  /** A user was kicked out of a room; the score socket forwards it as WIRE.md's `liveKickout`. */
  liveKickout: { roomUid: number; uid: number; by: number };
  /** A room started (`islive` 1) or ended (0) broadcasting. */
  roomLive: { uid: number; islive: 0 | 1 };
}

/** The server's in-process event bus (`services.events`): typed names and payloads. */
export class ServerEventBus {
  private readonly emitter = new EventEmitter();

  /** Delivers an event; a listener's failure never fails the request that caused it. */
  emit<K extends keyof ServerEvents>(name: K, payload: ServerEvents[K]): void {
    for (const listener of this.emitter.listeners(name)) {
      try {
        (listener as (p: ServerEvents[K]) => void)(payload);
      } catch {
        // listeners own their errors (they log them)
      }
    }
  }

  /** A `task` event. */
  task(userId: number, key: TaskKey): void {
    this.emit('task', { userId, key });
  }

  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof ServerEvents>(name: K, listener: (payload: ServerEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => {
      this.emitter.off(name, listener);
    };
  }
}
