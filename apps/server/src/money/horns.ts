import type { Db, Queryable } from '../db/index';
import type { ImHub } from '../im/hub';
import { HORN_GROUP, ROOM_MESSAGE } from '../im/protocol';
import { pageRows } from '../paging';
import { writeNotice } from '../services/notices';
import { KIND } from './ledger';
import { isNoble } from './nobles';
import { credit, debit, lockUsers, once, standing, tenthsText, toTenths } from './wallet';

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
 * Sends a horn (waiting for review, status 0): free while a noble has some of this month's allowance
 * left, otherwise HORN_PRICE debited. One transaction under the sender's lock; once per request id.
 */
export function sendHorn(db: Db, sender: number, content: string, requestId: string | undefined, now: Date) {
  return db.tx(async (q) =>
    once(q, sender, requestId, 'horn', [sender], async () => {
      await lockUsers(q, [sender]);
      const noble = await isNoble(q, sender);
      const used = await freeHornsUsed(q, sender, now.getTime());
      const free = noble && used < NOBLE_FREE_HORNS;
      const cost = free ? 0 : HORN_PRICE * 10;
      // The horn first, so its record can name it; a refused debit rolls both back.
      const [row] = await q.query<{ id: number }>(
        'insert into horns (uid, content, status, free, cost, created_at) values ($1, $2, 0, $3, $4, $5) returning id',
        [sender, content, free ? 1 : 0, tenthsText(cost), now],
      );
      const balance = await debit(q, sender, cost, { kind: KIND.horn, ref: `horn:${row!.id}`, at: now.getTime() });
      return {
        id: row!.id,
        status: 0,
        free_left: noble ? NOBLE_FREE_HORNS - used - (free ? 1 : 0) : 0,
        balance,
        ...(await standing(q, sender)),
        cost: cost / 10,
      };
    }),
  );
}

/** A user's horns, newest first. */
export function hornsOf(q: Queryable, uid: number, page: { limit: number; offset: number }) {
  return pageRows<{ id: number; content: string; status: number; created_at: Date; total: number }>(
    q,
    'select id, content, status, created_at, count(*) over ()::int as total from horns where uid = $1 order by id desc limit $2 offset $3',
    (take, skip) => [uid, take, skip],
    page,
  );
}

/** Free horns a user sent this calendar month (UTC), the nobles' allowance (spec §6 / §9). */
export async function freeHornsUsed(q: Queryable, uid: number, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await q.query<{ used: number }>(
    'select count(*)::int as used from horns where uid = $1 and free = 1 and created_at >= $2',
    [uid, monthStart],
  );
  return row?.used ?? 0;
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
      // Issue 16: the sender's notice of the review, in the review's transaction.
      await writeNotice(
        q,
        horn.uid,
        'horn',
        { approved: approved ? 1 : 0, id, content: [...horn.content].slice(0, 30).join('') },
        this.now(),
      );
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
