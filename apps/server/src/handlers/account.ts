import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { Answer, UserError } from '../envelope';
import { avatarPath } from '../seed/seed';
import { PURPOSE_OTHER } from '../services/accounts';
import { hashPassword } from '../services/crypto';
import { absolute } from './format';
import { requireUser } from './guards';
import type { Handlers } from './types';

/** Stock avatars (user/avatarList): generated images, like every seeded picture. */
const STOCK_AVATARS = ['足球', '篮球', '电竞', '冠军', '射手', '门将', '中锋', '后卫', '教练', '球迷', '主场', '客场'];

/** The customer-service account users chat with (user/getKefuInfo); made on first use. */
export const KEFU = { mobile: '86-10000000000', nickname: 'Arena 客服', qq: '800000002', email: 'support@arena.example' };

async function kefuAccount(db: Db): Promise<{ id: number; user_nickname: string; avatar: string }> {
  // '!' is no scrypt hash: nobody can log in as customer service with a password.
  await db.query(
    `insert into users (mobile, password_hash, user_nickname, avatar, signature) values ($1, '!', $2, $3, $4)
     on conflict (mobile) do nothing`,
    [KEFU.mobile, KEFU.nickname, avatarPath('客服'), 'Arena customer service'],
  );
  const [row] = await db.query<{ id: number; user_nickname: string; avatar: string }>(
    'select id, user_nickname, avatar from users where mobile = $1',
    [KEFU.mobile],
  );
  return row!;
}

export const APPLICATION_REVIEWING = 0;
export const APPLICATION_PASSED = 1;
export const APPLICATION_REFUSED = 2;

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
    return true;
  });
}

export const accountHandlers: Handlers = {
  async user_avatarList({ origin }) {
    return STOCK_AVATARS.map((seed, i) => ({ id: i + 1, url: absolute(origin, avatarPath(seed)) }));
  },

  async user_getKefuInfo({ services, origin }) {
    const kefu = await kefuAccount(services.db);
    return { id: kefu.id, user_nickname: kefu.user_nickname, avatar: absolute(origin, kefu.avatar), qq: KEFU.qq, email: KEFU.email };
  },

  async member_getQiniuToken({ user, services, origin }) {
    const { token, expires_in } = services.uploads.token(requireUser(user).id);
    return { token, upload_url: `${origin}/uploads`, domain: `${origin}/uploads/`, expires_in };
  },

  /** The streamer application (spec §3, §5): reviewed by an operator, then the user is an anchor. */
  async member_verified({ input, user, services }) {
    const me = requireUser(user);
    if (me.is_anchor === 1) throw new UserError('server.verified.already');
    const experience = input.experience.trim();
    // Spec §5: the experience answer at least 15 characters (counted as a person counts them).
    if ([...experience].length < 15) throw new UserError('server.verified.experience');
    const codeId = await services.accounts.checkCode(me.mobile, PURPOSE_OTHER, input.code);
    const now = new Date(services.config.now());
    await services.db.tx(async (q) => {
      const [existing] = await q.query<{ status: number }>('select status from streamer_applications where user_id = $1 for update', [
        me.id,
      ]);
      if (existing?.status === APPLICATION_REVIEWING) throw new UserError('server.verified.pending');
      if (existing?.status === APPLICATION_PASSED) throw new UserError('server.verified.already');
      await services.accounts.useCode(q, codeId);
      await q.query(
        `insert into streamer_applications (user_id, real_name, id_number, contact, id_photo_front, id_photo_back, experience, invite, status, reason, created_at, reviewed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 0, '', $9, null)
         on conflict (user_id) do update set real_name = $2, id_number = $3, contact = $4, id_photo_front = $5, id_photo_back = $6,
           experience = $7, invite = $8, status = 0, reason = '', created_at = $9, reviewed_at = null`,
        [
          me.id,
          input.real_name.trim(),
          input.id_number.toUpperCase(),
          input.contact.trim(),
          input.id_photo_front ?? '',
          input.id_photo_back ?? '',
          experience,
          input.invite?.trim() || null,
          now,
        ],
      );
    });
    return new Answer(null, 'server.verified.submitted');
  },

  async member_getVerifiedInfo({ user, services }) {
    const me = requireUser(user);
    const [row] = await services.db.query<{ status: number; real_name: string; id_number: string; contact: string; reason: string }>(
      'select status, real_name, id_number, contact, reason from streamer_applications where user_id = $1',
      [me.id],
    );
    if (!row) return { status: -1, real_name: '', id_number: '', contact: '', reason: '' };
    // Only the last four characters of the ID number leave the server.
    return { ...row, id_number: `${'*'.repeat(Math.max(0, row.id_number.length - 4))}${row.id_number.slice(-4)}` };
  },

  /** Spec §5: at least 6 digits, both entries equal; changing an existing one needs an SMS code. */
  async member_paymentPassword({ input, user, services }) {
    const me = requireUser(user);
    const { password } = input;
    if (password !== input.confirm_password) throw new UserError('server.payment.mismatch');
    const [row] = await services.db.query<{ payment_password_hash: string | null }>(
      'select payment_password_hash from users where id = $1',
      [me.id],
    );
    const hash = await hashPassword(password);
    if (row?.payment_password_hash) {
      if (!input.code) throw new UserError('server.payment.codeRequired');
      const codeId = await services.accounts.checkCode(me.mobile, PURPOSE_OTHER, input.code);
      await services.db.tx(async (q) => {
        await services.accounts.useCode(q, codeId);
        await q.query('update users set payment_password_hash = $2 where id = $1', [me.id, hash]);
      });
    } else {
      // Set once without a code; a concurrent second "first set" must not overwrite the first.
      const set = await services.db.query(
        'update users set payment_password_hash = $2 where id = $1 and payment_password_hash is null returning id',
        [me.id, hash],
      );
      if (set.length === 0) throw new UserError('server.payment.codeRequired');
    }
    return new Answer(null, 'server.payment.saved');
  },
};

/** Development only (like the SMS sink): the operator's review of streamer applications. */
export function registerAccountDevRoutes(app: FastifyInstance, db: Db, now: () => number) {
  app.post<{ Body: { user_id?: number; approve?: boolean; reason?: string } }>('/dev/verified/review', async (request, reply) => {
    const { user_id, approve = true, reason = '' } = request.body ?? {};
    if (!Number.isInteger(user_id)) {
      reply.code(400);
      return { ok: false, error: 'user_id (integer) is required' };
    }
    const done = await reviewApplication(db, user_id!, Boolean(approve), String(reason), now());
    if (!done) reply.code(404);
    return { ok: done };
  });
}
