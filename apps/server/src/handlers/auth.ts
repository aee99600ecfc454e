import { randomInt } from 'node:crypto';
import { Answer, UserError } from '../envelope';
import { toUser } from '../format';
import { avatarPath } from '../seed/seed';
import { type ProfileColumn, PURPOSE_REGISTER, PURPOSE_RESET } from '../services/accounts';
import { LocalCaptcha, requireCaptcha } from '../services/captcha';
import { hashPassword, imSignature, verifyPassword } from '../services/crypto';
import { loginData } from '../services/qr-login';
import { requesterOf } from '../services/qr-requester';
import { requireUser } from './guards';
import type { Handlers } from './types';

export const authHandlers: Handlers = {
  async user_getCode({ input, services, request }) {
    // Issue 12: a passed captcha before any SMS is sent (the same ticket as password login).
    await requireCaptcha(services.captcha, input, request.ip);
    // Issue 12: the type is the code's purpose (1 register, 2 login password, 3 payment password,
    // 4 streamer application); a code only serves the purpose it was asked for.
    return services.accounts.sendCode(input.mobile, input.type, request.ip);
  },

  async user_registered({ input, services, request }) {
    // Spec §5: the captcha before register (the SMS code alone would let a script register in bulk).
    await requireCaptcha(services.captcha, input, request.ip);
    const mobile = input.mobile;
    const codeId = await services.accounts.checkCode(mobile, PURPOSE_REGISTER, input.code, request.ip);
    const passwordHash = await hashPassword(input.password);
    const suffix = mobile.slice(-4);
    await services.accounts.register({
      mobile,
      codeId,
      passwordHash,
      nickname: `用户${suffix}`,
      avatar: avatarPath(mobile),
      invite: input.invite || null,
    });
    return new Answer(null, 'server.auth.registered');
  },

  async user_login({ input, services, origin, request }) {
    // Spec §5: a passed captcha before every password attempt; each ticket opens one attempt.
    await requireCaptcha(services.captcha, input, request.ip);
    // Issue 12: per-number throttling with back-off, counted before the password is checked.
    await services.accounts.reserveLogin(input.mobile);
    const row = await services.accounts.withPassword(input.mobile);
    // Same message and the same work whether the number exists or not.
    const ok = row ? await verifyPassword(input.password, row.password_hash) : await hashPassword(input.password).then(() => false);
    if (!row || !ok) throw new UserError('server.auth.badCredentials');
    await services.accounts.clearLogin(input.mobile);
    return loginData(services.accounts, services.imSecret, services.config.now(), row, origin, request.headers['user-agent']);
  },

  /** The captcha to solve before login / register: a local question, or the Tencent app id. */
  async captcha_get({ services, request }) {
    return services.captcha.prompt(request.ip);
  },

  /** Answers a local captcha question; the answer is `{ ret: 0, ticket, randstr }` like Tencent's callback. */
  async captcha_check({ input, services }) {
    if (!(services.captcha instanceof LocalCaptcha)) throw new UserError('server.captcha.notLocal');
    return services.captcha.answer(input.id, input.answer);
  },

  async user_forgotPassword({ input, services, request }) {
    // Issue 12: the captcha like login, so codes cannot be tried by a script.
    await requireCaptcha(services.captcha, input, request.ip);
    const mobile = input.mobile;
    // The code first: a number without an account never got one, so the answer says nothing about it.
    const codeId = await services.accounts.checkCode(mobile, PURPOSE_RESET, input.code, request.ip);
    const userId = await services.accounts.idOf(mobile);
    if (userId === undefined) throw new UserError('server.sms.incorrect');
    const passwordHash = await hashPassword(input.password);
    await services.accounts.resetPassword(userId, codeId, passwordHash);
    return new Answer(null, 'server.auth.passwordChanged');
  },

  /**
   * Issue 14: a new login password from the member centre, with the old one (throttled like login) or
   * an SMS code of purpose 2 to the own number; the other sessions end, this one stays.
   */
  async member_setPassword({ input, user, token, services, request }) {
    const me = requireUser(user);
    if (!token) throw new UserError('server.auth.notLoggedIn', {}, 700);
    const { old_password: old, code } = input;
    if (!old === !code) throw new UserError('server.password.oldOrCode');
    const passwordHash = await hashPassword(input.password);
    if (code) {
      const codeId = await services.accounts.checkCode(me.mobile, PURPOSE_RESET, code, request.ip);
      await services.accounts.changePassword(me.id, token, passwordHash, codeId);
    } else {
      await services.accounts.reserveLogin(me.mobile);
      const current = await services.accounts.passwordHash(me.id);
      if (!current || !(await verifyPassword(old ?? '', current))) throw new UserError('server.password.wrongOld');
      await services.accounts.clearLogin(me.mobile);
      await services.accounts.changePassword(me.id, token, passwordHash);
    }
    return new Answer(null, 'server.password.changed');
  },

  async member_signOut({ token, services }) {
    if (token) await services.accounts.revoke(token);
    return new Answer(null, 'server.auth.loggedOut');
  },

  /** Issue 12: sign out everywhere (member centre): every session and IM userSig of the user ends. */
  async member_signOutAll({ user, services }) {
    await services.accounts.revokeAll(requireUser(user).id);
    return new Answer(null, 'server.auth.loggedOutEverywhere');
  },

  async user_getLoginQrcode({ services, origin, request }) {
    // Who asks is shown on the phone before it confirms; request.ip honours TRUST_PROXY (app.ts).
    const userAgent = request.headers['user-agent'] ?? '';
    return services.qr.create(origin, requesterOf(userAgent, request.ip), userAgent);
  },

  // The phone's side of QR login (the app, or the web's /qr-login page, with the phone's session).
  async user_qrcodeScan({ input, user, services }) {
    return services.qr.scan(input.code, requireUser(user).id);
  },

  async user_qrcodeConfirm({ input, user, services }) {
    await services.qr.confirm(input.code, requireUser(user).id, input.number);
    return new Answer(null, 'server.qr.confirmed');
  },

  async user_qrcodeCancel({ input, user, services }) {
    await services.qr.cancel(input.code, requireUser(user).id);
    return new Answer(null, 'server.qr.cancelled');
  },

  async universal_imTouristAccount({ services }) {
    const id = String(10_000_000 + randomInt(100_000, 1_000_000));
    return { id, sig: imSignature(services.imSecret, id, services.config.now()) };
  },

  async member_info({ user, origin }) {
    return toUser(requireUser(user), origin);
  },

  async user_getUserInfo({ user, origin }) {
    return toUser(requireUser(user), origin);
  },

  async member_updateInfo({ user, input, services, origin }) {
    const me = requireUser(user);
    const changes: [ProfileColumn, unknown][] = [];
    if (input.user_nickname !== undefined) {
      const nickname = input.user_nickname.trim();
      if (!nickname) throw new UserError('server.profile.nicknameBlank');
      // Issue 14: a nickname is one line of visible text (it is shown in rooms, lists and chat).
      if (/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(nickname)) throw new UserError('server.member.nicknameControl');
      changes.push(['user_nickname', nickname]);
    }
    if (input.avatar !== undefined) {
      const avatar = input.avatar;
      if (avatar && !/^(https?:\/\/|\/)/.test(avatar)) throw new UserError('server.profile.avatarUrl');
      changes.push(['avatar', avatar]);
    }
    if (input.signature !== undefined) changes.push(['signature', input.signature]);
    if (input.sex !== undefined) changes.push(['sex', input.sex]);
    if (changes.length === 0) throw new UserError('server.profile.nothing');
    // One statement: every field changes or none does.
    const row = await services.accounts.updateProfile(me.id, changes);
    return new Answer(toUser(row!, origin), 'server.member.profileSaved');
  },
};
