import type { LoginResult, SystemSettings, User } from '@arena/api-client';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from '@arena/api-client';
import { proxy } from 'valtio';

// App state of SPEC.md §3 that the shell and the session need (valtio): the user, the guest IM
// account, the upload token, customer-service info and system settings, plus the login dialog.

export type LoginMode = 'qr' | 'login' | 'register' | 'forgot';

/** What local storage keeps under `userInfo` (spec §3 Stored login info: token, id, userSig). */
export interface StoredUser extends User {
  token?: string;
  userSig?: string;
}

export interface SessionState {
  user: StoredUser | null;
  tourist: { id: string; sig: string } | null;
  settings: SystemSettings | null;
  uploadToken: { token?: string; upload_url?: string; domain?: string } | null;
  kefu: { id?: number; user_nickname?: string; avatar?: string } | null;
  login: { open: boolean; mode: LoginMode };
}

const KEYS = { user: 'userInfo', tourist: 'imTouristAccount', account: 'account', history: 'historyList' } as const;

function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** The stored user counts only while the token cookie is there too. */
function initialUser(): StoredUser | null {
  const user = readJson<StoredUser>(KEYS.user);
  return user && readTokenCookie() ? user : null;
}

export const session = proxy<SessionState>({
  user: initialUser(),
  tourist: readJson(KEYS.tourist),
  settings: null,
  uploadToken: null,
  kefu: null,
  login: { open: false, mode: 'qr' },
});

export function openLogin(mode: LoginMode = 'qr') {
  session.login.mode = mode;
  session.login.open = true;
}

export function closeLogin() {
  session.login.open = false;
}

/** Saves a login (spec §4: the token in the cookie `token`, `userInfo` in local storage). */
export function saveLogin(data: LoginResult) {
  writeTokenCookie(data.token);
  const { token: _token, ...user } = data;
  session.user = { ...user, userSig: data.userSig };
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
}

export function saveProfile(user: User) {
  if (!session.user) return;
  session.user = { ...session.user, ...user };
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
}

export function clearSession() {
  clearTokenCookie();
  localStorage.removeItem(KEYS.user);
  session.user = null;
  session.uploadToken = null;
}

export function saveTourist(tourist: { id: string; sig: string }) {
  session.tourist = tourist;
  localStorage.setItem(KEYS.tourist, JSON.stringify(tourist));
}

/** Remember-account (spec §2): the mobile of the last password login, or nothing. */
export const rememberedAccount = () => globalThis.localStorage?.getItem(KEYS.account) ?? undefined;
export function rememberAccount(mobile: string | null) {
  if (mobile) localStorage.setItem(KEYS.account, mobile);
  else localStorage.removeItem(KEYS.account);
}

/** Search history (local storage `historyList`), newest first, 10 at most. */
export const searchHistory = (): string[] => readJson<string[]>(KEYS.history) ?? [];
export function addSearchHistory(term: string) {
  const list = [term, ...searchHistory().filter((t) => t !== term)].slice(0, 10);
  localStorage.setItem(KEYS.history, JSON.stringify(list));
}
export const clearSearchHistory = () => localStorage.removeItem(KEYS.history);

/**
 * A spend's answer (gift, barrage…): the balance, wealth experience and level after it go into the
 * session user, and the app's level watcher (app/useLevelUp.ts) says so when the level rose.
 */
export function applySpend(result: { balance?: number; exp?: number; level?: number }): void {
  if (!session.user) return;
  const next: StoredUser = { ...session.user };
  if (result.balance != null) next.balance = result.balance;
  if (result.exp != null) next.exp = result.exp;
  if (result.level != null) next.level = result.level;
  session.user = next;
}
