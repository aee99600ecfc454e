import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { requireNotKickedOut } from '../live/moderation';
import { roomExists } from '../live/rooms';
import { KIND } from './ledger';
import { credit, debit, lockUsers, once, tenthsText, toTenths } from './wallet';

export const RED_ENVELOPE_MS = 24 * 3_600_000;

/**
 * One receiver's share in tenths: the last takes what is left; otherwise random between 1 and twice
 * the average, leaving at least 1 tenth for each receiver still to come.
 */
export function shareOf(leftTenths: number, leftCount: number): number {
  if (leftCount <= 1) return leftTenths;
  const max = Math.min(Math.floor((leftTenths * 2) / leftCount), leftTenths - (leftCount - 1));
  return max <= 1 ? 1 : randomInt(1, max + 1);
}

/** Returns what is left of expired envelopes to their senders, once each (refunded is set in the same statement). */
export async function sweepRedEnvelopes(db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }, nowMs: number): Promise<number> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number; uid: number; left_amount: string }>(
      `update red_envelopes set refunded = left_amount, left_amount = 0, left_count = 0
        where expires_at <= $1 and left_amount > 0 returning id, uid, refunded as left_amount`,
      [new Date(nowMs)],
    );
    const ids = rows.map((r) => r.uid).sort((a, b) => a - b);
    if (ids.length) await lockUsers(q, ids);
    for (const r of rows) await credit(q, r.uid, toTenths(r.left_amount), { kind: KIND.redEnvelopeRefund, ref: `red:${r.id}`, at: nowMs });
    return rows.length;
  });
}

export interface NewEnvelope {
  sender: number;
  roomUid: number;
  title: string;
  /** The whole amount, in tenths of a coin. */
  tenths: number;
  count: number;
}

/** Sends a red envelope into a room: the debit and the envelope are one transaction; once per request id. */
export function createEnvelope(db: Db, { sender, roomUid, title, tenths, count }: NewEnvelope, requestId: string | undefined, now: number) {
  return db.tx(async (q) => {
    if (!(await roomExists(q, roomUid))) throw new UserError('server.live.noSuchRoom');
    await requireNotKickedOut(q, roomUid, sender, new Date(now));
    return once(q, sender, requestId, 'redEnvelope', [sender], async () => {
      await lockUsers(q, [sender]);
      // The envelope first, so its record can name it; a refused debit rolls both back.
      const [row] = await q.query<{ id: number }>(
        `insert into red_envelopes (uid, room_uid, title, amount, count, left_amount, left_count, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $4, $5, $6, $7) returning id`,
        [sender, roomUid, title, tenthsText(tenths), count, new Date(now), new Date(now + RED_ENVELOPE_MS)],
      );
      const balance = await debit(q, sender, tenths, { kind: KIND.redEnvelopeSent, ref: `red:${row!.id}`, at: now });
      return { id: row!.id, balance };
    });
  });
}

/** An envelope with its sender, or undefined. */
export async function envelope(q: Queryable, id: number) {
  const [e] = await q.query<{
    id: number;
    uid: number;
    room_uid: number;
    title: string;
    amount: string;
    count: number;
    left_amount: string;
    left_count: number;
    created_at: Date;
    expires_at: Date;
    user_nickname: string;
    avatar: string;
  }>('select e.*, u.user_nickname, u.avatar from red_envelopes e join users u on u.id = e.uid where e.id = $1', [id]);
  return e;
}

/** Who took a share of an envelope, in the order they took it. */
export function receipts(q: Queryable, id: number) {
  return q.query<{ uid: number; user_nickname: string; avatar: string; amount: string; created_at: Date }>(
    'select r.uid, u.user_nickname, u.avatar, r.amount, r.created_at from red_envelope_receipts r join users u on u.id = r.uid where r.envelope_id = $1 order by r.created_at, r.uid',
    [id],
  );
}

/**
 * Takes a share: once per user, never more than the envelope holds, the last share takes the rest
 * so the shares add up exactly. The envelope's row lock serialises concurrent receivers.
 */
export function receiveShare(db: Db, id: number, uid: number, now: number) {
  return db.tx(async (q) => {
    const [e] = await q.query<{ room_uid: number; left_amount: string; left_count: number; expires_at: Date }>(
      'select room_uid, left_amount, left_count, expires_at from red_envelopes where id = $1 for update',
      [id],
    );
    if (!e) throw new UserError('server.live.noSuchRed');
    await requireNotKickedOut(q, e.room_uid, uid, new Date(now));
    const [mine] = await q.query('select 1 from red_envelope_receipts where envelope_id = $1 and uid = $2', [id, uid]);
    if (mine) throw new UserError('server.live.redAlreadyReceived');
    if (new Date(e.expires_at).getTime() <= now) throw new UserError('server.live.redExpired');
    const left = toTenths(e.left_amount);
    if (e.left_count <= 0 || left <= 0) throw new UserError('server.live.redEmpty');
    const share = shareOf(left, e.left_count);
    const done = await q.query(
      'update red_envelopes set left_amount = left_amount - $2::numeric, left_count = left_count - 1 where id = $1 and left_count > 0 and left_amount >= $2::numeric returning id',
      [id, tenthsText(share)],
    );
    if (done.length === 0) throw new UserError('server.live.redEmpty');
    // The receiver's row before the receipt (whose foreign key share-locks it): two of one user's
    // receipts at once would otherwise deadlock on the credit below (wallet.ts `once`).
    await lockUsers(q, [uid]);
    await q.query('insert into red_envelope_receipts (envelope_id, uid, amount, created_at) values ($1, $2, $3, $4)', [
      id,
      uid,
      tenthsText(share),
      new Date(now),
    ]);
    const balance = await credit(q, uid, share, { kind: KIND.redEnvelopeReceived, ref: `red:${id}`, at: now });
    return { amount: share / 10, balance };
  });
}
