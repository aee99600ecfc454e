import type { LoginResult } from '@arena/api-client';
import { subscribe } from 'valtio';
import { api } from '../lib/api';
import { routePathOf } from '../lib/mobileSite';
import { expectImSignOut, im } from './im';
import { clearSession, saveLogin, saveProfile, saveTourist, session } from './store';

/** Spec §9: messaging login 500 ms after start-up; messaging profile 1 s after a profile change. */
export const IM_LOGIN_DELAY_MS = 500;
export const PROFILE_SYNC_DELAY_MS = 1_000;

const ignore = () => undefined;

/** Refreshes the profile (User/getUserInfo) and stores it. */
export async function refreshProfile() {
  const user = await api.get('/api/User/getUserInfo');
  saveProfile(user);
  return user;
}

async function loadUserExtras() {
  // Spec §4: with a user, the profile, an upload token and customer-service info; failures are silent (§8).
  await Promise.all([
    refreshProfile().catch(ignore),
    api.post('/api/Member/getQiniuToken').then((t) => {
      session.uploadToken = t;
    }, ignore),
    api.post('/api/user/getKefuInfo').then((k) => {
      session.kefu = k;
    }, ignore),
  ]);
}

async function imLoginCurrent() {
  const user = session.user;
  if (user?.userSig) return im().login(String(user.id), user.userSig);
  if (session.tourist) return im().login(session.tourist.id, session.tourist.sig);
}

/** Start-up of spec §4. Returns a function that stops the profile sync. */
export function startUp(): () => void {
  void (async () => {
    if (!session.user && !session.tourist) {
      const tourist = await api.get('/api/Universal/imTouristAccount').catch(() => null);
      if (tourist) saveTourist(tourist);
    }
    setTimeout(() => void imLoginCurrent().catch(ignore), IM_LOGIN_DELAY_MS);
    if (session.user) await loadUserExtras();
  })();
  return syncImProfile();
}

/** When the profile changes, the messaging profile follows 1 s later (spec §4). */
function syncImProfile(): () => void {
  let last = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = subscribe(session, () => {
    const user = session.user;
    const key = user ? `${user.user_nickname}|${user.avatar}` : '';
    if (!user || key === last) return;
    last = key;
    clearTimeout(timer);
    timer = setTimeout(
      () => void im().updateProfile({ nick: user.user_nickname, avatar: user.avatar }).catch(ignore),
      PROFILE_SYNC_DELAY_MS,
    );
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * Spec §4 Login: token saved, chat logged in with the signature, profile refreshed; the page reloads
 * on /score-live (its socket starts over with the new identity). A live room does not reload (issue 16):
 * the IM switches identity on the same connection and the room rejoins its group (`onImIdentity`).
 */
export async function completeLogin(data: LoginResult) {
  saveLogin(data);
  session.login.open = false;
  await im().login(String(data.id), data.userSig).catch(ignore);
  const path = routePathOf(window.location.pathname);
  if (path.startsWith('/score-live')) {
    window.location.reload();
    return;
  }
  await loadUserExtras();
}

/**
 * Spec §4 Logout: back to /main, stored info and token cleared, chat out and back in as a guest.
 * `ended`: the server already ended the session (sign out everywhere, issue 14), so no SignOut call.
 */
export async function logout(navigate: (path: string) => void, { ended = false }: { ended?: boolean } = {}) {
  expectImSignOut();
  if (!ended) await api.post('/api/Member/SignOut').catch(ignore);
  clearSession();
  await im().logout().catch(ignore);
  if (!session.tourist) {
    const tourist = await api.get('/api/Universal/imTouristAccount').catch(() => null);
    if (tourist) saveTourist(tourist);
  }
  if (session.tourist) await im().login(session.tourist.id, session.tourist.sig).catch(ignore);
  navigate('/main');
}
