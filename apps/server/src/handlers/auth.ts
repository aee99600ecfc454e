import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { Answer, UserError } from '../envelope';
import { hashPassword, imSignature, newToken, verifyPassword } from '../services/crypto';
import { PURPOSE_OTHER, PURPOSE_REGISTER, USER_COLUMNS } from '../services/accounts';
import { avatarPath } from '../seed/seed';
import { toUser } from './format';
import type { Handlers, UserRow } from './types';

const QR_VALID_MS = 5 * 60_000;

function requireUser(user: UserRow | undefined): UserRow {
  if (!user) throw new UserError('请登录后操作', 700);
  return user;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

export const authHandlers: Handlers = {
  async user_getCode({ input, services }) {
    return services.accounts.sendCode(str(input.mobile), Number(input.type) === 1 ? PURPOSE_REGISTER : PURPOSE_OTHER);
  },

  async user_registered({ input, services }) {
    const mobile = str(input.mobile);
    const codeId = await services.accounts.checkCode(mobile, PURPOSE_REGISTER, str(input.code));
    const passwordHash = await hashPassword(str(input.password));
    const suffix = mobile.slice(-4);
    await services.db.tx(async (q) => {
      const [taken] = await q.query('select 1 from users where mobile = $1', [mobile]);
      if (taken) throw new UserError('This mobile number is already registered; log in instead');
      await services.accounts.useCode(q, codeId);
      await q.query('insert into users (mobile, password_hash, user_nickname, avatar, invite) values ($1, $2, $3, $4, $5)', [
        mobile,
        passwordHash,
        `用户${suffix}`,
        avatarPath(mobile),
        str(input.invite) || null,
      ]);
    });
    return new Answer(null, 'Registration succeeded, please log in');
  },

  async user_login({ input, services, origin }) {
    const mobile = str(input.mobile);
    const [row] = await services.db.query<UserRow & { password_hash: string }>(
      `select ${USER_COLUMNS}, password_hash from users where mobile = $1`,
      [mobile],
    );
    // Same message and the same work whether the number exists or not.
    const ok = row ? await verifyPassword(str(input.password), row.password_hash) : await hashPassword(str(input.password)).then(() => false);
    if (!row || !ok) throw new UserError('Incorrect mobile number or password');
    const token = await services.accounts.createSession(row.id);
    const userSig = imSignature(services.imSecret, String(row.id), services.config.now());
    return { ...toUser(row, origin), token, userSig };
  },

  async user_forgotPassword({ input, services }) {
    const mobile = str(input.mobile);
    const [user] = await services.db.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
    if (!user) throw new UserError('No account uses this mobile number; register first');
    const codeId = await services.accounts.checkCode(mobile, PURPOSE_OTHER, str(input.code));
    const passwordHash = await hashPassword(str(input.password));
    await services.db.tx(async (q) => {
      await services.accounts.useCode(q, codeId);
      await q.query('update users set password_hash = $2 where id = $1', [user.id, passwordHash]);
      // A new password ends every session of the account.
      await q.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [user.id, new Date(services.config.now())]);
    });
    return new Answer(null, 'Password changed, please log in');
  },

  async member_signOut({ token, services }) {
    if (token) await services.accounts.revoke(token);
    return new Answer(null, 'Logged out');
  },

  async user_getLoginQrcode({ services, origin }) {
    const code = newToken();
    const now = services.config.now();
    await services.db.query('insert into qr_logins (code, created_at, expires_at) values ($1, $2, $3)', [code, new Date(now), new Date(now + QR_VALID_MS)]);
    const img = await QRCode.toDataURL(`${origin}/qr-login?code=${code}`, { margin: 1, width: 240 });
    return { code, img, expires_in: QR_VALID_MS / 1000 };
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
    const changes: [string, unknown][] = [];
    if (input.user_nickname !== undefined) {
      const nickname = str(input.user_nickname).trim();
      if (!nickname) throw new UserError('user_nickname: must not be blank');
      changes.push(['user_nickname', nickname]);
    }
    if (input.avatar !== undefined) {
      const avatar = str(input.avatar);
      if (avatar && !/^(https?:\/\/|\/)/.test(avatar)) throw new UserError('avatar: must be an http(s) URL or a path');
      changes.push(['avatar', avatar]);
    }
    if (input.signature !== undefined) changes.push(['signature', str(input.signature)]);
    if (input.sex !== undefined) changes.push(['sex', Number(input.sex)]);
    if (changes.length === 0) throw new UserError('Nothing to update: send user_nickname, avatar, signature or sex');
    // One statement: every field changes or none does.
    const sets = changes.map(([c], i) => `${c} = $${i + 2}`).join(', ');
    const [row] = await services.db.query<UserRow>(`update users set ${sets} where id = $1 returning ${USER_COLUMNS}`, [me.id, ...changes.map(([, v]) => v)]);
    return toUser(row!, origin);
  },
};
