import type { Db, Queryable } from '../db/index';
import type { Page } from '../live/rooms';
import { pageRows } from '../paging';
import { UserError } from '../envelope';
import type { Accounts } from './accounts';
import { writeNotice } from './notices';

// Streamer applications (spec §3, §5): a user applies (Member/verified), an operator reviews, and a
// passed application makes the user an anchor with a room of their own.

export const APPLICATION_REVIEWING = 0;
export const APPLICATION_PASSED = 1;
export const APPLICATION_REFUSED = 2;

export interface Application {
  real_name: string;
  id_number: string;
  contact: string;
  id_photo_front: string;
  id_photo_back: string;
  experience: string;
  invite: string | null;
}

/**
 * Files (or files again, after a refusal) the user's application, using the SMS code up in the same
 * transaction. Refused while one is under review or after one has passed.
 */
export async function submitApplication(
  db: Db,
  accounts: Accounts,
  userId: number,
  codeId: number,
  application: Application,
  now: Date,
): Promise<void> {
  await db.tx(async (q) => {
    const [existing] = await q.query<{ status: number }>('select status from streamer_applications where user_id = $1 for update', [
      userId,
    ]);
    if (existing?.status === APPLICATION_REVIEWING) throw new UserError('server.verified.pending');
    if (existing?.status === APPLICATION_PASSED) throw new UserError('server.verified.already');
    await accounts.useCode(q, codeId);
    await q.query(
      `insert into streamer_applications (user_id, real_name, id_number, contact, id_photo_front, id_photo_back, experience, invite, status, reason, created_at, reviewed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 0, '', $9, null)
       on conflict (user_id) do update set real_name = $2, id_number = $3, contact = $4, id_photo_front = $5, id_photo_back = $6,
         experience = $7, invite = $8, status = 0, reason = '', created_at = $9, reviewed_at = null`,
      [
        userId,
        application.real_name,
        application.id_number,
        application.contact,
        application.id_photo_front,
        application.id_photo_back,
        application.experience,
        application.invite,
        now,
      ],
    );
  });
}

export interface ApplicationState {
  status: number;
  real_name: string;
  id_number: string;
  contact: string;
  reason: string;
  id_photo_front: string;
  id_photo_back: string;
  experience: string;
  invite: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const COLUMNS = 'status, real_name, id_number, contact, reason, id_photo_front, id_photo_back, experience, invite, created_at, reviewed_at';

export async function applicationOf(q: Queryable, userId: number): Promise<ApplicationState | undefined> {
  const [row] = await q.query<ApplicationState>(`select ${COLUMNS} from streamer_applications where user_id = $1`, [userId]);
  return row;
}

export interface ApplicationForReview extends ApplicationState {
  user_id: number;
  user_nickname: string;
  avatar: string;
  total: number;
}

/** Applications in one state for the operator's review, the oldest submitted first. */
export function applicationsForReview(q: Queryable, status: number, page: Page) {
  return pageRows<ApplicationForReview>(
    q,
    `select a.user_id, u.user_nickname, u.avatar, ${COLUMNS.replace(/(\w+)/g, 'a.$1')}, count(*) over ()::int as total
       from streamer_applications a join users u on u.id = a.user_id
      where a.status = $1 order by a.created_at, a.user_id limit $2 offset $3`,
    (take, skip) => [status, take, skip],
    page,
  );
}

/** One user's application with their name and avatar (the operator's answer after a review). */
export async function applicationForReview(q: Queryable, userId: number): Promise<ApplicationForReview | undefined> {
  const [row] = await q.query<ApplicationForReview>(
    `select a.user_id, u.user_nickname, u.avatar, ${COLUMNS.replace(/(\w+)/g, 'a.$1')}, 1 as total
       from streamer_applications a join users u on u.id = a.user_id where a.user_id = $1`,
    [userId],
  );
  return row;
}

/**
 * Decides a streamer application (the operator's review). Passing makes the user an anchor with a
 * room of their own (not live until they start it). Returns false when there is nothing to review.
 */
export async function reviewApplication(db: Db, userId: number, approve: boolean, reason: string, now: number): Promise<boolean> {
  return db.tx(async (q) => {
    const decided = await q.query(
      'update streamer_applications set status = $2, reason = $3, reviewed_at = $4 where user_id = $1 and status = 0 returning user_id',
      [userId, approve ? APPLICATION_PASSED : APPLICATION_REFUSED, reason, new Date(now)],
    );
    if (decided.length === 0) return false;
    if (approve) {
      const [user] = await q.query<{ user_nickname: string }>('update users set is_anchor = 1 where id = $1 returning user_nickname', [
        userId,
      ]);
      await q.query(`insert into live_rooms (uid, vid, title, thumb, type) values ($1, $2, $3, $4, 0) on conflict (uid) do nothing`, [
        userId,
        `room_${userId}`,
        `${user!.user_nickname} 的直播间`,
        `/static/cover/${userId}.svg`,
      ]);
    }
    // Issue 16: the applicant's notice of the review, in the review's transaction.
    await writeNotice(q, userId, 'application', { approved: approve ? 1 : 0, reason: approve ? '' : reason }, now);
    return true;
  });
}
