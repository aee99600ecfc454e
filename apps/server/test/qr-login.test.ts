import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { verifyImSignature } from '../src/services/crypto';
import { attachQrLogin, type QrHub, type QrHubClient } from '../src/services/qr-login';
import { call, clock, login, startApp, type TestDb, variants } from './helpers';

/** A hub at the edge of the test: records what each client was sent and lets the test send frames. */
function fakeHub() {
  const onMessage = new Map<string, (client: QrHubClient, frame: Record<string, unknown>) => void>();
  const onClose: ((client: QrHubClient) => void)[] = [];
  let next = 1;
  const hub: QrHub = {
    onClientMessage: (type, handler) => onMessage.set(type, handler),
    onClientClose: (handler) => onClose.push(handler),
  };
  return {
    hub,
    connect() {
      const frames: Record<string, any>[] = [];
      const client = { id: next++, send: (frame: unknown) => frames.push(frame as Record<string, any>) };
      return {
        frames,
        types: () => frames.map((f) => f.data?.type),
        send: (frame: Record<string, unknown>) => onMessage.get(String(frame.type))?.(client, frame),
        close: () => {
          for (const handler of onClose) handler(client);
        },
      };
    },
  };
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`QR login on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let phone: string;
    let other: string;
    let detach: () => void;
    const time = clock();
    const edge = fakeHub();

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      detach = attachQrLogin(edge.hub, arena.services.qr, () => undefined, 20);
      phone = (await login(arena, DEMO_ACCOUNTS[2].mobile, DEMO_ACCOUNTS[2].password)).data.token;
      other = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data.token;
    });
    afterAll(async () => {
      detach?.();
      await arena?.close();
      await store?.drop();
    });

    const newCode = async () =>
      (await call(arena, 'POST', '/api/user/getLoginQrcode')).data as { code: string; img: string; expires_in: number };
    /** The number the desktop is shown after the scan (what the user reads off the screen). */
    const shown = async (code: string) => (await arena.services.qr.matchNumber(code))!;

    it('given a claimed code → the web hears scanCode_Login, then webLoginSuccess with a working session', async () => {
      const { code, img, expires_in } = await newCode();
      expect(img).toMatch(/^data:image\/png;base64,/);
      expect(expires_in).toBe(300);
      const web = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );

      expect(await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone)).toMatchObject({ code: 0, data: { status: 'scanned' } });
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));

      // The desktop was pushed the number to pick; the phone picks that one.
      const number = web.frames[0]!.data.number as number;
      expect(number).toBe(await shown(code));
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number }, phone)).toMatchObject({
        code: 0,
        msg: 'Confirmed: the web page is logging in',
      });
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'webLoginSuccess']));
      const success = web.frames[1]!;
      expect(success.code).toBe(200);
      expect(success.data).toMatchObject({ user_nickname: DEMO_ACCOUNTS[2].nickname, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(verifyImSignature(arena.services.imSecret, String(success.data.id), success.data.userSig, time.now())).toBe(true);
      expect(success.data.avatar).toMatch(/^https?:\/\//);
      // The pushed token is a new session of the phone's user, not the phone's own token.
      expect(success.data.token).not.toBe(phone);
      expect((await call(arena, 'GET', '/api/Member/info', undefined, success.data.token)).data.mobile).toBe(DEMO_ACCOUNTS[2].mobile);

      // Single use: confirming again, or another socket claiming it, gets nothing.
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number }, phone)).code).toBe(1);
      const late = edge.connect();
      late.send({ type: 'login', code });
      await vi.waitFor(() => expect(late.types()).toEqual(['qrLoginExpired']));
    });

    it('given a second socket claiming a code already claimed → it is refused and hears no login', async () => {
      const { code } = await newCode();
      const web = edge.connect();
      const spy = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      spy.send({ type: 'login', code });
      await vi.waitFor(() => expect(spy.types()).toEqual(['qrLoginExpired']));
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, phone);
      await vi.waitFor(() => expect(web.types()).toContain('webLoginSuccess'));
      expect(spy.types()).toEqual(['qrLoginExpired']);
    });

    it('given a scan by one user → another user cannot confirm it', async () => {
      const { code } = await newCode();
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, other)).toMatchObject({
        code: 1,
        msg: 'This QR code has already been used',
      });
      expect(await call(arena, 'POST', '/api/user/qrcodeScan', { code }, other)).toMatchObject({ code: 1 });
    });

    it('given a confirm before a scan → refused; without a session → code 700', async () => {
      const { code } = await newCode();
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, phone)).toMatchObject({
        code: 1,
        msg: 'Scan the QR code first',
      });
      expect((await call(arena, 'POST', '/api/user/qrcodeScan', { code })).code).toBe(700);
      expect(await call(arena, 'POST', '/api/user/qrcodeScan', { code: 'nope' }, phone)).toMatchObject({
        code: 1,
        msg: 'code: has an invalid format',
      });
    });

    it('given 5 minutes without a confirm → the code is dead and the web is told', async () => {
      const { code } = await newCode();
      const web = edge.connect();
      web.send({ type: 'login', code });
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));
      time.advance(5 * 60_000);
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, phone)).toMatchObject({
        code: 1,
        msg: /expired/,
      });
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'qrLoginExpired']));
    });

    it('given the phone declines → the web is told the code is dead', async () => {
      const { code } = await newCode();
      const web = edge.connect();
      web.send({ type: 'login', code });
      // Each step waits for the page to hear the one before: a cancel landing while the scan's push is
      // still reading the status would (rightly) reach the page as the dead code alone.
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));
      expect(await call(arena, 'POST', '/api/user/qrcodeCancel', { code }, phone)).toMatchObject({ code: 0, msg: 'Login cancelled' });
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'qrLoginExpired']));
    });

    it('given the socket closes before the confirm → a reconnected page can claim the code again and log in', async () => {
      const { code } = await newCode();
      const first = edge.connect();
      first.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      first.close();
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is null', [code])).toHaveLength(1),
      );
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      const again = edge.connect();
      again.send({ type: 'login', code });
      await vi.waitFor(() => expect(again.types()).toEqual(['scanCode_Login']));
      await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, phone);
      await vi.waitFor(() => expect(again.types()).toEqual(['scanCode_Login', 'webLoginSuccess']));
      expect(first.types()).toEqual([]);
    });

    it('given a change written by another instance → the poll delivers it', async () => {
      const { code } = await newCode();
      const web = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      const me = await call(arena, 'GET', '/api/Member/info', undefined, phone);
      // Written straight to the database, as an instance that shares it would: no in-process signal.
      await arena.services.db.query(
        "update qr_logins set status = 'confirmed', user_id = $2, scanned_at = now(), confirmed_at = now() where code = $1",
        [code, me.data.id],
      );
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'webLoginSuccess']));
    });

    it('given a desktop asking for a code → the scan answers its device, browser, place, time and three choices', async () => {
      const asked = time.now();
      const res = await arena.app.inject({
        method: 'POST',
        url: '/api/user/getLoginQrcode',
        remoteAddress: '203.0.113.7',
        headers: {
          lang: 'en',
          'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        },
      });
      const { code } = res.json().data as { code: string };
      const web = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      const scan = await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      expect(scan).toMatchObject({
        code: 0,
        data: {
          status: 'scanned',
          requester: {
            device: 'desktop',
            os: 'Windows 10',
            browser: 'Chrome 120',
            place: 'public',
            ip: '203.0.113.*',
            requested_at: Math.floor(asked / 1000),
          },
        },
      });
      const choices = scan.data.choices as number[];
      expect(choices).toHaveLength(3);
      expect(new Set(choices).size).toBe(3);
      for (const n of choices) expect(String(n)).toMatch(/^[1-9][0-9]$/);
      // The desktop shows the number, and it is one of the phone's choices.
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));
      expect(choices).toContain(web.frames[0]!.data.number);
      // Scanning again shows the same three: a rescan cannot narrow them down.
      expect((await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone)).data.choices).toEqual(choices);
    });

    it("given a QR login → the desktop's session carries the desktop's device and browser, not the phone's", async () => {
      const desktop =
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
      const res = await arena.app.inject({ method: 'POST', url: '/api/user/getLoginQrcode', headers: { 'user-agent': desktop } });
      const { code } = res.json().data as { code: string };
      const web = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      expect((await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone)).code).toBe(0);
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));
      const number = web.frames[0]!.data.number as number;
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number }, phone)).code).toBe(0);
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'webLoginSuccess']));
      const sessions = (await call(arena, 'GET', '/api/Member/sessionList', undefined, web.frames[1]!.data.token)).data as {
        current: boolean;
        device: string;
        browser: string;
      }[];
      expect(sessions.find((s) => s.current)).toMatchObject({ device: 'desktop', browser: 'Safari 17' });
    });

    it('given a desktop on the same network (loopback) with no User-Agent → "local", unknown device', async () => {
      const { code } = await newCode();
      expect((await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone)).data.requester).toMatchObject({
        device: 'unknown',
        os: '',
        browser: '',
        place: 'local',
        ip: '127.0.0.*',
      });
    });

    it('given a wrong number → the code is cancelled, the desktop is told, the right number no longer works', async () => {
      const { code } = await newCode();
      const web = edge.connect();
      web.send({ type: 'login', code });
      await vi.waitFor(async () =>
        expect(await arena.services.db.query('select 1 from qr_logins where code = $1 and watcher is not null', [code])).toHaveLength(1),
      );
      const { choices } = (await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone)).data as { choices: number[] };
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login']));
      const right = web.frames[0]!.data.number as number;
      const wrong = choices.find((n) => n !== right)!;
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: wrong }, phone)).toMatchObject({
        code: 1,
        msg: 'That number does not match the one on the computer; this login was cancelled, refresh the QR code on the computer',
      });
      await vi.waitFor(() => expect(web.types()).toEqual(['scanCode_Login', 'qrLoginExpired']));
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: right }, phone)).toMatchObject({
        code: 1,
        msg: 'This QR code has expired; refresh it on the web page',
      });
      expect(web.types()).not.toContain('webLoginSuccess');
    });

    it('given a confirm without a number → code 1 naming the field; the code still waits for the right one', async () => {
      const { code } = await newCode();
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone)).toMatchObject({ code: 1, msg: /^number/ });
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: 7 }, phone)).toMatchObject({ code: 1, msg: /^number/ });
      expect(await arena.services.qr.status(code)).toBe('scanned');
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code, number: await shown(code) }, phone)).code).toBe(0);
    });

    it('given a wrong number, an expired or a used code → the refusal reads in zh and vi too', async () => {
      const wrongCode = (await newCode()).code;
      const { choices } = (await call(arena, 'POST', '/api/user/qrcodeScan', { code: wrongCode }, phone)).data as { choices: number[] };
      const right = await shown(wrongCode);
      const wrong = choices.find((n) => n !== right)!;
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code: wrongCode, number: wrong }, phone, 'zh')).msg).toBe(
        '选择的数字与电脑上显示的不一致，本次登录已取消，请在电脑上刷新二维码',
      );
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code: wrongCode, number: right }, phone, 'vi')).msg).toBe(
        'Mã QR đã hết hạn, hãy làm mới mã trên trang web',
      );
      const old = (await newCode()).code;
      await call(arena, 'POST', '/api/user/qrcodeScan', { code: old }, phone);
      time.advance(5 * 60_000);
      expect((await call(arena, 'POST', '/api/user/qrcodeScan', { code: old }, phone, 'zh')).msg).toBe(
        '二维码已过期，请在网页上刷新二维码',
      );
      const used = (await newCode()).code;
      await call(arena, 'POST', '/api/user/qrcodeScan', { code: used }, phone);
      await call(arena, 'POST', '/api/user/qrcodeConfirm', { code: used, number: await shown(used) }, phone);
      // Confirmed but not yet consumed, then consumed: either way it cannot be confirmed again.
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code: used, number: await shown(used) }, phone, 'vi')).msg).toBe(
        'Mã QR này đã được sử dụng',
      );
    });

    it('given a malformed login frame → told the code is dead, nothing else happens', () => {
      const web = edge.connect();
      web.send({ type: 'login', code: 42 });
      expect(web.types()).toEqual(['qrLoginExpired']);
    });
  });
}
