import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Spec §4 start-up and login, with the API answered at the edge (fetch) and the clock faked.
const answers: Record<string, unknown> = {
  '/api/Universal/imTouristAccount': { id: '10123456', sig: 'guest-sig' },
  '/api/User/getUserInfo': { id: 7, user_nickname: '新名字', avatar: 'https://x/a.png', balance: 5, is_anchor: 0 },
  '/api/Member/getQiniuToken': { token: 'up', upload_url: '/uploads' },
  '/api/user/getKefuInfo': { id: 9, user_nickname: 'Arena 客服' },
  '/api/Member/SignOut': null,
};
const calls: string[] = [];

/** The server's /im socket as the IM facade (local driver) meets it: every request answered with code 0. */
class AnsweringImSocket {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  static last: AnsweringImSocket | null = null;
  constructor(readonly url: string) {
    AnsweringImSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }
  send(data: string) {
    const { seq, op, userID } = JSON.parse(data);
    queueMicrotask(() =>
      this.onmessage?.({
        data: JSON.stringify({ op: 'result', seq, code: 0, data: op === 'login' ? { userID, nick: '', avatar: '' } : {} }),
      }),
    );
  }
  close() {
    this.readyState = 3;
  }
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  calls.length = 0;
  vi.stubGlobal('WebSocket', AnsweringImSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      calls.push(path);
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: answers[path] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up (spec §4)', () => {
  it('given no user and no tourist account → asks for a guest account and logs into chat as the guest after 500 ms', async () => {
    const { startUp } = await import('./actions');
    const { imState } = await import('./im');
    const stop = startUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toContain('/api/Universal/imTouristAccount');
    expect(JSON.parse(localStorage.getItem('imTouristAccount')!)).toEqual({ id: '10123456', sig: 'guest-sig' });
    await vi.advanceTimersByTimeAsync(499);
    expect(imState.userID).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(imState.userID).toBe('10123456');
    expect(calls).not.toContain('/api/User/getUserInfo');
    stop();
  });

  it('given a stored user → loads the profile, an upload token and customer service; the chat profile follows 1 s later', async () => {
    document.cookie = `token=${'a'.repeat(32)}; path=/`;
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 7, user_nickname: '旧名字', avatar: '', balance: 0, is_anchor: 0, userSig: 'sig7' }),
    );
    const { startUp } = await import('./actions');
    const { imState } = await import('./im');
    const { session } = await import('./store');
    const stop = startUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).not.toContain('/api/Universal/imTouristAccount');
    expect(calls).toEqual(expect.arrayContaining(['/api/User/getUserInfo', '/api/Member/getQiniuToken', '/api/user/getKefuInfo']));
    expect(session.user?.user_nickname).toBe('新名字');
    await vi.advanceTimersByTimeAsync(500);
    expect(imState.userID).toBe('7');
    expect(imState.profile).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(imState.profile).toEqual({ nick: '新名字', avatar: 'https://x/a.png' });
    stop();
  });
});

describe('login and logout (spec §4)', () => {
  it('saves the token cookie and userInfo, logs the chat in; logout clears both and goes back to /main as a guest', async () => {
    const { completeLogin, logout } = await import('./actions');
    const { imState } = await import('./im');
    await completeLogin({ id: 7, user_nickname: 'n', avatar: '', balance: 1, is_anchor: 0, token: 'b'.repeat(32), userSig: 'sig7' });
    expect(document.cookie).toContain(`token=${'b'.repeat(32)}`);
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ id: 7, userSig: 'sig7' });
    expect(imState.userID).toBe('7');
    const navigate = vi.fn();
    await logout(navigate);
    expect(calls).toContain('/api/Member/SignOut');
    expect(document.cookie).not.toContain('token=b');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(imState.userID).toBe('10123456');
    expect(navigate).toHaveBeenCalledWith('/main');
  });
});

describe('a session revoked elsewhere (issue 12: the IM socket closed with 4001)', () => {
  const revoke = () => {
    const socket = AnsweringImSocket.last!;
    socket.readyState = 3;
    socket.onclose?.({ code: 4001, reason: 'session revoked', wasClean: true });
  };

  it('tells the page once, as a lost session', async () => {
    const { completeLogin } = await import('./actions');
    const { onImSignedOut } = await import('./im');
    const lost = vi.fn();
    onImSignedOut(lost);
    await completeLogin({ id: 7, user_nickname: 'n', avatar: '', balance: 1, is_anchor: 0, token: 'b'.repeat(32), userSig: 'sig7' });
    revoke();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the page ended its own session (sign out, sign out everywhere)', async () => {
    const { completeLogin, logout } = await import('./actions');
    const { expectImSignOut, onImSignedOut } = await import('./im');
    const lost = vi.fn();
    onImSignedOut(lost);
    await completeLogin({ id: 7, user_nickname: 'n', avatar: '', balance: 1, is_anchor: 0, token: 'b'.repeat(32), userSig: 'sig7' });
    expectImSignOut();
    revoke();
    await logout(vi.fn(), { ended: true });
    expect(lost).not.toHaveBeenCalled();
  });
});
