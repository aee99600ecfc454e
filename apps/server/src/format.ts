import type { UserRow } from './services/accounts';

/** Images are absolute URLs (WIRE.md); the database keeps paths. */
export function absolute(origin: string, path: string): string {
  if (!path) return '';
  if (/^(https?:|data:)/.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The top level (its icon is the last of /static/level). */
export const MAX_LEVEL = 60;
/** Experience per level. */
export const EXP_PER_LEVEL = 100;

/** 1 yellow diamond = 1 experience (spec §5); a level every 100 experience, icons by level. */
export function levelOf(exp: number): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(exp / EXP_PER_LEVEL));
}

/** The experience the level after `level` starts at; null at the top (issue 14: shown as progress). */
export function nextLevelExp(level: number): number | null {
  return level >= MAX_LEVEL ? null : level * EXP_PER_LEVEL;
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
    next_level_exp: nextLevelExp(level),
    exp_icon: absolute(origin, `/static/level/${level}.svg`),
    is_anchor: row.is_anchor,
    is_guard: row.is_guard,
    is_noble: row.is_noble,
  };
}
