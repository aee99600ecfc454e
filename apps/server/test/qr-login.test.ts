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

      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone)).toMatchObject({
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
      expect((await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone)).code).toBe(1);
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
      await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone);
      await vi.waitFor(() => expect(web.types()).toContain('webLoginSuccess'));
      expect(spy.types()).toEqual(['qrLoginExpired']);
    });

    it('given a scan by one user → another user cannot confirm it', async () => {
      const { code } = await newCode();
      await call(arena, 'POST', '/api/user/qrcodeScan', { code }, phone);
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, other)).toMatchObject({
        code: 1,
        msg: 'This QR code has already been used',
      });
      expect(await call(arena, 'POST', '/api/user/qrcodeScan', { code }, other)).toMatchObject({ code: 1 });
    });

    it('given a confirm before a scan → refused; without a session → code 700', async () => {
      const { code } = await newCode();
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone)).toMatchObject({
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
      expect(await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone)).toMatchObject({ code: 1, msg: /expired/ });
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
      await call(arena, 'POST', '/api/user/qrcodeConfirm', { code }, phone);
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

    it('given a malformed login frame → told the code is dead, nothing else happens', () => {
      const web = edge.connect();
      web.send({ type: 'login', code: 42 });
      expect(web.types()).toEqual(['qrLoginExpired']);
    });
  });
}
