import { createImClient, type ImClient } from '@arena/realtime';
import { readLocale } from '../i18n';
import { session } from './store';

// The chat (IM) as the session uses it: log in with a signature, log out, update the own profile.
// The default port is the IM facade of @arena/realtime: the `local` driver (the server's /im socket)
// unless system settings say `im_driver: 'tim'` with an SDK app id. Live rooms use the same client
// (`imClient()`) once `imReady()` says the session's login went through.
export interface ImPort {
  login(userID: string, userSig: string): Promise<void>;
  logout(): Promise<void>;
  updateProfile(profile: { nick: string; avatar: string }): Promise<void>;
}

export const imState: { userID: string | null; profile: { nick: string; avatar: string } | null } = { userID: null, profile: null };

/** The /im socket of the server this page came from (runtime configuration may name another). */
export function imSocketUrl(origin: string = window.location.origin): string {
  const base = window.__ARENA_CONFIG__?.apiBase;
  const url = new URL('/im', base && /^https?:/.test(base) ? base : origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

let client: ImClient | null = null;
const signedOutListeners = new Set<() => void>();
const identityListeners = new Set<(userID: string) => void>();
/** This page is ending its own session: the server's closing of the IM socket is expected, not news. */
let endingOwnSession = false;

/** Says the page is about to end its session itself (sign out, sign out everywhere); the next login forgets it. */
export function expectImSignOut(): void {
  endingOwnSession = true;
}

/**
 * Called when the IM says this page's signature is no longer good: the server revoked its session
 * (signed out elsewhere, "sign out everywhere", a new password; the local driver's close 4001). The
 * client is not made for it: the listener waits for the page's first use of the IM.
 */
export function onImSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The one IM client of the page, made on first use with the configured driver. */
export function imClient(): ImClient {
  if (!client) {
    const settings = session.settings;
    client =
      settings?.im_driver === 'tim' && settings.im_sdk_app_id
        ? createImClient({ driver: 'tim', sdkAppId: settings.im_sdk_app_id })
        : createImClient({ driver: 'local', url: imSocketUrl(), lang: readLocale() });
    client.on('kicked', (event) => {
      if (event.type !== 'userSigExpired' || !imState.userID || endingOwnSession) return;
      for (const listener of signedOutListeners) listener();
    });
  }
  return client;
}

/**
 * Called after the IM logged in as another identity on the same connection (guest → user at login,
 * user → guest at logout). The server leaves the old identity's groups then, so a live room rejoins
 * its group here instead of the page reloading (issue 16: logging in keeps the room).
 */
export function onImIdentity(listener: (userID: string) => void): () => void {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
}

let loginDone: Promise<void> | null = null;
/** The identity of the last login that went through (kept over a logout, to tell a switch). */
let lastIdentity: string | null = null;
let resolveReady: (() => void) | null = null;
const readyPromise = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** Resolves once the session has logged in to the IM (as the user or the guest). */
export function imReady(): Promise<void> {
  return loginDone ?? readyPromise;
}

export const facadeIm: ImPort = {
  async login(userID, userSig) {
    const previous = lastIdentity;
    imState.userID = userID;
    endingOwnSession = false;
    const done = imClient()
      .login(userID, userSig)
      .then(() => undefined);
    loginDone = done;
    await done;
    lastIdentity = userID;
    resolveReady?.();
    if (previous !== null && previous !== userID) for (const listener of identityListeners) listener(userID);
  },
  async logout() {
    imState.userID = null;
    loginDone = null;
    await client?.logout();
  },
  async updateProfile(profile) {
    imState.profile = profile;
    await imClient().updateMyProfile(profile);
  },
};

export const im = (): ImPort => facadeIm;
