import type { UserRow } from './services/accounts';

/** Images are absolute URLs (WIRE.md); the database keeps paths. */
export function absolute(origin: string, path: string): string {
  if (!path) return '';
  if (/^(https?:|data:)/.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** 1 yellow diamond = 1 experience (spec §5); a level every 100 experience, icons by level. */
export function levelOf(exp: number): number {
  return Math.min(60, 1 + Math.floor(exp / 100));
}

export function toUser(row: UserRow, origin: string) {
  const exp = Number(row.exp);
  const level = levelOf(exp);
  return {
    id: row.id,
    user_nickname: row.user_nickname,
    avatar: absolute(origin, row.avatar),
    signature: row.signature,
    mobile: row.mobile,
    sex: row.sex,
    balance: Number(row.balance),
    balances: Number(row.balances),
    withdrawal_balance: Number(row.withdrawal_balance),
    exp,
    level,
    exp_icon: absolute(origin, `/static/level/${level}.svg`),
    is_anchor: row.is_anchor,
    is_guard: row.is_guard,
    is_noble: row.is_noble,
  };
}
