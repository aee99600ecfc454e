// The chat (IM) as the session uses it: log in with a signature, log out, update the own profile.
// The IM facade of packages/realtime (local /im socket or tim-js-sdk) is being built in parallel; this
// interface is the one place to wire it when it lands (`setIm`). Until then `pendingIm` only keeps the
// identity the app asked for, so the session's start-up order and timing are in place and observable.
export interface ImPort {
  login(userID: string, userSig: string): Promise<void>;
  logout(): Promise<void>;
  updateProfile(profile: { nick: string; avatar: string }): Promise<void>;
}

export const imState: { userID: string | null; profile: { nick: string; avatar: string } | null } = { userID: null, profile: null };

const pendingIm: ImPort = {
  async login(userID) {
    imState.userID = userID;
  },
  async logout() {
    imState.userID = null;
  },
  async updateProfile(profile) {
    imState.profile = profile;
  },
};

let current: ImPort = pendingIm;
export const im = (): ImPort => current;
export function setIm(port: ImPort) {
  current = port;
}
