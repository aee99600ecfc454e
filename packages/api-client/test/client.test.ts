import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenCookie } from '../src/cookies';
import { ApiError, ApiNetworkError, ApiTimeoutError, createApiClient, parseCookie } from '../src/index';

// A real HTTP server whose answer each test chooses; it records what the client sent.
let server: Server;
let baseURL: string;
let answer: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string }[] = [];

function envelope(code: number, msg: string, data: unknown = null) {
  answer = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code, msg, data }));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  envelope(0, 'ok', null);
});

describe('given code 0', () => {
  it('resolves the envelope data', async () => {
    envelope(0, 'ok', { websocket: 'ws://x/ws', CountryCode: [] });
    const client = createApiClient({ baseURL, getToken: () => undefined });
    await expect(client.get('/api/universal/getHot')).resolves.toEqual({ websocket: 'ws://x/ws', CountryCode: [] });
  });

  it('sends GET inputs as the query and POST inputs as a JSON body, under the base address', async () => {
    const client = createApiClient({ baseURL: `${baseURL}prefix/`, getToken: () => undefined });
    await client.get('/api/Live_streaming/getLiveList', { query: { page: 2, limit: 5, type: 0 } });
    await client.post('/api/user/login', { body: { mobile: '86-13800138000', password: 'secret1', device_type: 'pc' } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/prefix/api/Live_streaming/getLiveList?page=2&limit=5&type=0' });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/prefix/api/user/login' });
    expect(JSON.parse(seen[1]!.body!)).toEqual({ mobile: '86-13800138000', password: 'secret1', device_type: 'pc' });
  });
});

describe('the lang header', () => {
  it('carries the interface language read at request time, and is absent without one', async () => {
    let lang: string | undefined = 'vi';
    const client = createApiClient({ baseURL, getToken: () => undefined, getLang: () => lang });
    await client.get('/api/Member/info');
    lang = undefined;
    await client.get('/api/Member/info');
    expect(seen[0]!.headers?.lang).toBe('vi');
    expect(seen[1]!.headers).not.toHaveProperty('lang');
  });
});

describe('the token header', () => {
  it('carries the token on every request, read at request time', async () => {
    let token = 'aaa';
    const client = createApiClient({ baseURL, getToken: () => token });
    await client.get('/api/Member/info');
    token = 'bbb';
    await client.post('/api/Member/SignOut');
    expect(seen.map((s) => s.headers?.token)).toEqual(['aaa', 'bbb']);
  });

  it('is absent when there is no token', async () => {
    const client = createApiClient({ baseURL, getToken: () => undefined });
    await client.get('/api/Member/info');
    expect(seen[0]!.headers).not.toHaveProperty('token');
  });

  it('is written SameSite=Lax, and Secure only when the page is served over HTTPS (issue 12)', () => {
    const when = 'Thu, 01 Jan 2037 00:00:00 GMT';
    expect(tokenCookie('abc', when, true)).toBe(`token=abc; expires=${when}; path=/; SameSite=Lax; Secure`);
    expect(tokenCookie('abc', when, false)).toBe(`token=abc; expires=${when}; path=/; SameSite=Lax`);
  });

  it('is read from the `token` cookie by default', () => {
    expect(parseCookie('lang=zh; token=abc%20def; other=1', 'token')).toBe('abc def');
    expect(parseCookie('lang=zh', 'token')).toBeUndefined();
  });
});

describe('given code 1', () => {
  it('emits an error event with the message and rejects with an ApiError', async () => {
    envelope(1, 'Insufficient balance');
    const client = createApiClient({ baseURL, getToken: () => undefined });
    const events: unknown[] = [];
    client.on('error', (e) => events.push(e));
    const failure = await client.get('/api/Member/info').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 1, msg: 'Insufficient balance' });
    expect(events).toEqual([{ code: 1, msg: 'Insufficient balance', path: '/api/Member/info' }]);
  });

  it('uses "Error" when the message is empty', async () => {
    envelope(1, '');
    const client = createApiClient({ baseURL, getToken: () => undefined });
    const events: { msg: string }[] = [];
    client.on('error', (e) => events.push(e));
    await expect(client.get('/api/Member/info')).rejects.toMatchObject({ code: 1, msg: 'Error' });
    expect(events.map((e) => e.msg)).toEqual(['Error']);
  });

  it('stops notifying a listener after it unsubscribes', async () => {
    envelope(1, 'nope');
    const client = createApiClient({ baseURL, getToken: () => undefined });
    let calls = 0;
    const off = client.on('error', () => {
      calls += 1;
    });
    await client.get('/api/Member/info').catch(() => undefined);
    off();
    await client.get('/api/Member/info').catch(() => undefined);
    expect(calls).toBe(1);
  });
});

describe('given code 700', () => {
  it('emits unauthenticated once within 2 s, again after, and rejects every time', async () => {
    envelope(700, '请登录后操作');
    let clock = 10_000;
    const client = createApiClient({ baseURL, getToken: () => undefined, now: () => clock });
    const events: unknown[] = [];
    client.on('unauthenticated', (e) => events.push(e));
    const errors: unknown[] = [];
    client.on('error', (e) => errors.push(e));

    await expect(client.get('/api/Member/info')).rejects.toMatchObject({ code: 700 });
    clock += 1_999;
    await expect(client.get('/api/Member/info')).rejects.toMatchObject({ code: 700 });
    expect(events).toHaveLength(1);
    clock += 1;
    await expect(client.get('/api/Member/info')).rejects.toMatchObject({ code: 700 });
    expect(events).toEqual([
      { code: 700, msg: '请登录后操作', path: '/api/Member/info' },
      { code: 700, msg: '请登录后操作', path: '/api/Member/info' },
    ]);
    expect(errors).toEqual([]);
  });
});

describe('given a session ended elsewhere', () => {
  it.each([50008, 50012, 50014])('code %i emits sessionEnded and rejects', async (code) => {
    envelope(code, 'ended');
    const client = createApiClient({ baseURL, getToken: () => undefined });
    const events: unknown[] = [];
    client.on('sessionEnded', (e) => events.push(e));
    await expect(client.get('/api/Member/info')).rejects.toMatchObject({ code });
    expect(events).toEqual([{ code, msg: 'ended', path: '/api/Member/info' }]);
  });

  it('another code (e.g. 404 of an unknown path) rejects without any event', async () => {
    answer = (_req, res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 404, msg: 'Not found', data: null }));
    };
    const client = createApiClient({ baseURL, getToken: () => undefined });
    const events: unknown[] = [];
    for (const name of ['error', 'unauthenticated', 'sessionEnded'] as const) client.on(name, (e) => events.push(e));
    await expect(client.request('get', '/api/Nope/nope')).rejects.toMatchObject({ code: 404, msg: 'Not found' });
    expect(events).toEqual([]);
  });
});

describe('given no answer', () => {
  it('rejects with ApiTimeoutError after the timeout', async () => {
    answer = () => {
      /* never answers */
    };
    const client = createApiClient({ baseURL, getToken: () => undefined, timeout: 150 });
    const failure = await client.get('/api/Member/info').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiTimeoutError);
    expect((failure as ApiTimeoutError).timeoutMs).toBe(150);
  });

  it('defaults to a 20 s timeout', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('../src/index');
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });

  it('rejects with ApiNetworkError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}/`, getToken: () => undefined });
    await expect(client.get('/api/Member/info')).rejects.toBeInstanceOf(ApiNetworkError);
  });
});

describe('credentials', () => {
  it('are omitted from every request', async () => {
    let init: RequestInit | undefined;
    const spyFetch: typeof fetch = (input, requestInit) => {
      init = requestInit;
      return fetch(input, requestInit);
    };
    const client = createApiClient({ baseURL, getToken: () => undefined, fetch: spyFetch });
    await client.get('/api/universal/getHot');
    expect(init?.credentials).toBe('omit');
  });
});
