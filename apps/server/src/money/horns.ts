import type { Db } from '../db/index';
import type { ImHub } from '../im/hub';
import { HORN_GROUP, ROOM_MESSAGE } from '../im/protocol';
import { credit, toTenths } from '../live/common';
import { KIND } from './ledger';

/** spec §6 / §9: a noble's horn comes with 30 free advertisement barrages (counted per calendar month, UTC). */
export const NOBLE_FREE_HORNS = 30;
/** Price of a horn message for everyone else, in gold coins. */
export const HORN_PRICE = 100;

// The automatic reviewer's word filter: contact details and links (the usual advertising spam of
// a horn), and a short list of abuse. A failed horn is refunded.
const BLOCKED: RegExp[] = [
  /https?:\/\/|www\.|\.(com|net|cn|vn)\b/i,
  /(qq|微信|wechat|vx|v信|zalo|telegram)\s*[:：号]?\s*[\w-]{5,}/i,
  /\d{7,}/,
  /傻[逼b]|操你|fuck|shit|đ[ịi]t|địt mẹ/i,
];

export function hornVerdict(content: string): boolean {
  return !BLOCKED.some((re) => re.test(content));
}

/**
 * Horn messages wait for review (status 0), then succeed (1, broadcast to everyone in the horn group)
 * or fail (2, refunded). The review is a real step: each horn is looked at after `delayMs`, and any
 * left waiting by a restart is looked at when the server starts.
 */
export class HornReviewer {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly im: ImHub,
    private readonly delayMs: number,
    private readonly now: () => number,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    private readonly absolute: (origin: string, path: string) => string,
  ) {}

  /** `origin` makes the avatar URL of the broadcast absolute (WIRE.md: images are absolute URLs). */
  schedule(id: number, origin: string) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.review(id, origin).catch((error: unknown) => this.log.warn({ err: error, id }, 'horn review failed'));
    }, this.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Reviews every waiting horn (at start; tests call it to settle). */
  async reviewPending(): Promise<void> {
    const pending = await this.db.query<{ id: number }>('select id from horns where status = 0 order by id');
    for (const h of pending) await this.review(h.id);
  }

  /** Decides one horn; the status moves from 0 once only, so a refund can never happen twice. */
  async review(id: number, origin = ''): Promise<number | undefined> {
    const result = await this.db.tx(async (q) => {
      const [horn] = await q.query<{ uid: number; content: string; cost: string }>(
        'select uid, content, cost from horns where id = $1 and status = 0 for update',
        [id],
      );
      if (!horn) return undefined;
      const approved = hornVerdict(horn.content);
      await q.query('update horns set status = $2, reviewed_at = $3 where id = $1', [id, approved ? 1 : 2, new Date(this.now())]);
      if (!approved && toTenths(horn.cost) > 0)
        await credit(q, horn.uid, toTenths(horn.cost), { kind: KIND.hornRefund, ref: `horn:${id}`, at: this.now() });
      const [user] = await q.query<{ user_nickname: string; avatar: string }>('select user_nickname, avatar from users where id = $1', [
        horn.uid,
      ]);
      return { approved, horn, user: user! };
    });
    if (!result) return undefined;
    if (result.approved) {
      this.im.sendRoomCustom(HORN_GROUP, {
        type: ROOM_MESSAGE.horn,
        id,
        uid: result.horn.uid,
        user_nickname: result.user.user_nickname,
        avatar: origin ? this.absolute(origin, result.user.avatar) : result.user.avatar,
        content: result.horn.content,
      });
    }
    return result.approved ? 1 : 2;
  }

  close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
