import { Answer, UserError } from '../envelope';
import { absolute } from '../format';
import { avatarPath } from '../seed/seed';
import { KEFU, kefuAccount, PURPOSE_PAYMENT, PURPOSE_VERIFIED } from '../services/accounts';
import { applicationOf, submitApplication } from '../services/applications';
import { hashPassword, verifyPassword } from '../services/crypto';
import { requireOwnUpload } from '../services/upload-refs';
import { unix } from '../time';
import { requireUser } from './guards';
import type { Handlers } from './types';

/** Stock avatars (user/avatarList): generated images, like every seeded picture. */
const STOCK_AVATARS = ['足球', '篮球', '电竞', '冠军', '射手', '门将', '中锋', '后卫', '教练', '球迷', '主场', '客场'];

export const accountHandlers: Handlers = {
  async user_avatarList({ origin }) {
    return STOCK_AVATARS.map((seed, i) => ({ id: i + 1, url: absolute(origin, avatarPath(seed)) }));
  },

  async user_getKefuInfo({ services, origin }) {
    const kefu = await kefuAccount(services.db, avatarPath('客服'));
    return { id: kefu.id, user_nickname: kefu.user_nickname, avatar: absolute(origin, kefu.avatar), qq: KEFU.qq, email: KEFU.email };
  },

  async member_getQiniuToken({ user, services, origin }) {
    const { token, expires_in } = services.uploads.token(requireUser(user).id);
    return { token, upload_url: `${origin}/uploads`, domain: `${origin}/uploads/`, expires_in };
  },

  /** The streamer application (spec §3, §5): reviewed by an operator, then the user is an anchor. */
  async member_verified({ input, user, services, request }) {
    const me = requireUser(user);
    if (me.is_anchor === 1) throw new UserError('server.verified.already');
    const experience = input.experience.trim();
    // Spec §5: the experience answer at least 15 characters (counted as a person counts them).
    if ([...experience].length < 15) throw new UserError('server.verified.experience');
    // Issue 15: the ID photos are the applicant's own uploads (png / jpg under 5 MB), checked before the code is spent.
    const front = await requireOwnUpload(services.db, me.id, input.id_photo_front, 'server.verified.photo');
    const back = await requireOwnUpload(services.db, me.id, input.id_photo_back, 'server.verified.photo');
    const codeId = await services.accounts.checkCode(me.mobile, PURPOSE_VERIFIED, input.code, request.ip);
    const now = new Date(services.config.now());
    await submitApplication(
      services.db,
      services.accounts,
      me.id,
      codeId,
      {
        real_name: input.real_name.trim(),
        id_number: input.id_number.toUpperCase(),
        contact: input.contact.trim(),
        id_photo_front: front,
        id_photo_back: back,
        experience,
        invite: input.invite?.trim() || null,
      },
      now,
    );
    return new Answer(null, 'server.verified.submitted');
  },

  /** Issue 15: the application's state (-1 none, 0 pending, 1 approved, 2 rejected with the reason) and what was sent. */
  async member_getVerifiedInfo({ user, services, origin }) {
    const me = requireUser(user);
    const row = await applicationOf(services.db, me.id);
    if (!row) {
      return {
        status: -1,
        real_name: '',
        id_number: '',
        contact: '',
        reason: '',
        id_photo_front: '',
        id_photo_back: '',
        experience: '',
        invite: '',
        addtime: 0,
        reviewtime: 0,
      };
    }
    return {
      status: row.status,
      real_name: row.real_name,
      // Only the last four characters of the ID number leave the server.
      id_number: `${'*'.repeat(Math.max(0, row.id_number.length - 4))}${row.id_number.slice(-4)}`,
      contact: row.contact,
      reason: row.reason,
      id_photo_front: absolute(origin, row.id_photo_front),
      id_photo_back: absolute(origin, row.id_photo_back),
      experience: row.experience,
      invite: row.invite ?? '',
      addtime: unix(new Date(row.created_at).getTime()),
      reviewtime: row.reviewed_at ? unix(new Date(row.reviewed_at).getTime()) : 0,
    };
  },

  /**
   * Spec §5: at least 6 digits, both entries equal. Issue 14: changing an existing one needs the old
   * payment password (throttled per account) or, to reset a forgotten one, an SMS code of purpose 3.
   */
  async member_paymentPassword({ input, user, services, request }) {
    const me = requireUser(user);
    const { password } = input;
    if (password !== input.confirm_password) throw new UserError('server.payment.mismatch');
    const current = await services.accounts.paymentPasswordHash(me.id);
    if (current) {
      if (input.code) {
        const codeId = await services.accounts.checkCode(me.mobile, PURPOSE_PAYMENT, input.code, request.ip);
        await services.accounts.changePaymentPassword(me.id, codeId, await hashPassword(password));
      } else if (input.old_password) {
        // Counted before the check, so a parallel burst cannot get past the count.
        await services.accounts.reservePayment(me.id);
        if (!(await verifyPassword(input.old_password, current))) throw new UserError('server.payment.wrongOld');
        await services.accounts.clearPayment(me.id);
        await services.accounts.changePaymentPassword(me.id, undefined, await hashPassword(password));
      } else {
        throw new UserError('server.payment.codeRequired');
      }
    } else {
      // Set once without a code; a concurrent second "first set" must not overwrite the first.
      const hash = await hashPassword(password);
      if (!(await services.accounts.setFirstPaymentPassword(me.id, hash))) throw new UserError('server.payment.codeRequired');
    }
    return new Answer(null, 'server.payment.saved');
  },

  /** Issue 14: the security page's facts; the number masked but for its last four digits. */
  async member_securityInfo({ user, services }) {
    const me = requireUser(user);
    const hash = await services.accounts.paymentPasswordHash(me.id);
    const dash = me.mobile.indexOf('-');
    const [prefix, number] = dash < 0 ? ['', me.mobile] : [me.mobile.slice(0, dash + 1), me.mobile.slice(dash + 1)];
    return { mobile: `${prefix}${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`, has_payment_password: !!hash };
  },
};
