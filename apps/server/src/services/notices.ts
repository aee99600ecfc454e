import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { type Lang, t } from '../i18n/index';
import { pageRows } from '../paging';
import { unix } from '../time';

// The message centre's system notices (issue 16, migrations/015_messaging.sql). A notice is written in
// the transaction of the event it tells of (a withdrawal or horn review, an application review; level-ups
// in the ledger's own statement, money/ledger.ts), so there is never a notice of something rolled back,
// nor an event without its notice. It is stored as a kind and parameters and worded when read, in the
// reader's language. The IM hub pushes new ones to the user's connections (im/notices.ts).

export type NoticeType = 'horn' | 'withdrawal' | 'application' | 'level';

export interface NoticeRow {
  id: number;
  user_id: number;
  type: NoticeType;
  params: Record<string, string | number>;
  created_at: Date;
  read_at: Date | null;
}

/** Writes a notice for `userId` with `q`, inside the caller's transaction. */
export async function writeNotice(
  q: Queryable,
  userId: number,
  type: NoticeType,
  params: Record<string, string | number>,
  now: number,
): Promise<void> {
  await q.query('insert into notices (user_id, type, params, created_at) values ($1, $2, $3, $4)', [
    userId,
    type,
    JSON.stringify(params),
    new Date(now),
  ]);
}

/**
 * The catalog ids of a notice's title and content: `server.notice.<type>[.<outcome>]`. A review's
 * outcome is `approved` or `rejected`; the parameters fill the texts' placeholders.
 */
function ids(row: Pick<NoticeRow, 'type' | 'params'>): { title: string; content: string } {
  const outcome = row.type === 'level' ? '' : row.params.approved ? '.approved' : '.rejected';
  const base = `server.notice.${row.type}${outcome}`;
  return { title: `${base}.title`, content: `${base}.content` };
}

/** A notice as Push/getList and the IM `notice` event give it, worded in `lang`. */
export function noticeOut(row: NoticeRow, lang: Lang) {
  const { title, content } = ids(row);
  const params = { ...row.params, reason: String(row.params.reason || t(lang, 'server.notice.noReason')) };
  return {
    id: row.id,
    type: row.type,
    title: t(lang, title, params),
    content: t(lang, content, params),
    addtime: unix(new Date(row.created_at).getTime()),
    is_read: (row.read_at ? 1 : 0) as 0 | 1,
  };
}

const COLUMNS = 'id, user_id, type, params, created_at, read_at';

export async function unreadNotices(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('select count(*)::int as n from notices where user_id = $1 and read_at is null', [userId]);
  return row?.n ?? 0;
}

/** A page of a user's notices, latest first, and how many are unread. */
export async function noticesOf(db: Db, userId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await pageRows<NoticeRow & { total: number }>(
    db,
    `select ${COLUMNS}, count(*) over ()::int as total from notices where user_id = $1 order by id desc limit $2 offset $3`,
    (take, skip) => [userId, take, skip],
    page,
  );
  return { rows, total, unread: await unreadNotices(db, userId) };
}

/** Marks one notice of the user (or, without `id`, all of them) read; answers the unread count left. */
export async function markNoticesRead(db: Db, userId: number, id: number | undefined, now: number): Promise<number> {
  if (id !== undefined) {
    const [own] = await db.query<{ user_id: number }>('select user_id from notices where id = $1', [id]);
    if (!own || own.user_id !== userId) throw new UserError('server.notice.notFound');
    await db.query('update notices set read_at = $2 where id = $1 and read_at is null', [id, new Date(now)]);
  } else {
    await db.query('update notices set read_at = $2 where user_id = $1 and read_at is null', [userId, new Date(now)]);
  }
  return unreadNotices(db, userId);
}

/** Notices written after notice `afterId` (any user), oldest first: what the IM hub has yet to push. */
export function noticesAfter(db: Db, afterId: number, limit: number) {
  return db.query<NoticeRow>(`select ${COLUMNS} from notices where id > $1 order by id limit ${limit}`, [afterId]);
}

export async function lastNoticeId(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('select max(id) as id from notices');
  return Number(row?.id ?? 0);
}
