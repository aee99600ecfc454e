import { LoginDialog, type LoginMode, type QrState } from '@arena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { completeLogin } from '../../session/actions';
import { answerCaptcha, cancelCaptcha, captcha, refreshCaptcha, solveCaptcha } from '../../session/captcha';
import { notify } from '../../session/notices';
import { sendCodeAfterCaptcha } from '../../session/smsCode';
import { socket } from '../../session/socket';
import { closeLogin, rememberAccount, rememberedAccount, session } from '../../session/store';
import { fetchLoginQrCode, loginWithPassword, register, resetPassword } from './api';

/** The login dialog wired to the API, the captcha and the score socket (QR login). */
export function LoginDialogContainer() {
  const intl = useIntl();
  const snap = useSnapshot(session);
  const captchaSnap = useSnapshot(captcha);
  const { open, mode } = snap.login;
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string>();
  // `number`: pushed with scanCode_Login, the number the phone must pick (issue 12 number matching).
  const [qr, setQr] = useState<{ state: QrState; img?: string; number?: number }>({ state: 'loading' });
  const qrRequest = useRef(0);

  const setMode = (next: LoginMode) => {
    session.login.mode = next;
    setNotice(undefined);
  };

  // QR mode: ask for a code, claim it on the score socket, and follow the pushes (spec §4).
  const startQr = useCallback(async () => {
    const request = ++qrRequest.current;
    setQr({ state: 'loading' });
    try {
      const { code, img, expires_in } = await fetchLoginQrCode();
      if (request !== qrRequest.current) return;
      setQr({ state: 'shown', img });
      socket().send({ type: 'login', code });
      window.setTimeout(
        () => {
          if (request === qrRequest.current) setQr((q) => (q.state === 'shown' || q.state === 'scanned' ? { ...q, state: 'expired' } : q));
        },
        (expires_in ?? 300) * 1000,
      );
    } catch {
      if (request === qrRequest.current) setQr({ state: 'error' });
    }
  }, []);

  useEffect(() => {
    if (!open || mode !== 'qr') {
      qrRequest.current++;
      return;
    }
    void startQr();
    const off = socket().on200((data) => {
      if (data.type === 'scanCode_Login')
        setQr((q) => ({ ...q, state: 'scanned', number: typeof data.number === 'number' ? data.number : undefined }));
      else if (data.type === 'qrLoginExpired') setQr((q) => ({ ...q, state: 'expired' }));
      else if (data.type === 'webLoginSuccess') {
        const { type: _type, ...login } = data;
        void completeLogin(login as unknown as Parameters<typeof completeLogin>[0]);
        notify(intl.formatMessage({ id: 'app.session.loggedIn' }), 'positive', 3_000);
      }
    });
    return () => {
      off();
      qrRequest.current++;
    };
  }, [open, mode, startQr, intl]);

  async function withCaptcha<T>(run: (pass: { ticket: string; randstr: string }) => Promise<T>): Promise<T | undefined> {
    const pass = await solveCaptcha().catch(() => null);
    if (!pass) return undefined;
    return run(pass);
  }

  return (
    <LoginDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          cancelCaptcha();
          closeLogin();
        }
      }}
      mode={mode}
      onModeChange={setMode}
      qrState={qr.state}
      qrImage={qr.img}
      qrNumber={qr.number}
      onQrRefresh={() => void startQr()}
      countryCodes={snap.settings?.CountryCode ?? [{ id: 1, code: '86', name: '中国' }]}
      rememberedMobile={rememberedAccount()}
      pending={pending}
      notice={notice}
      // Issue 12: the server sends a code only after a passed captcha.
      onSendCode={(mobile, type) => sendCodeAfterCaptcha(mobile, type)}
      onLogin={async ({ mobile, password, remember }) => {
        setPending(true);
        try {
          const data = await withCaptcha((pass) => loginWithPassword({ mobile, password, device_type: 'pc', ...pass }));
          if (!data) return;
          rememberAccount(remember ? mobile : null);
          await completeLogin(data);
        } catch (error) {
          console.info('login failed', error); // spec §8: failed logins are logged; code 1 shows its toast
        } finally {
          setPending(false);
        }
      }}
      onRegister={async ({ mobile, code, password, invite }) => {
        setPending(true);
        try {
          const done = await withCaptcha((pass) =>
            register({ mobile, code, password, device_type: 'pc', ...(invite ? { invite } : {}), ...pass }).then(() => true),
          );
          if (!done) return;
          // Spec §7: on success the dialog switches to code login and shows a success message.
          rememberAccount(mobile);
          session.login.mode = 'login';
          setNotice(intl.formatMessage({ id: 'ui.loginDialog.registered' }));
        } catch (error) {
          console.info('register failed', error);
        } finally {
          setPending(false);
        }
      }}
      onForgot={async ({ mobile, code, password }) => {
        setPending(true);
        try {
          // Issue 12: forgot-password passes the captcha like login.
          const done = await withCaptcha((pass) => resetPassword({ mobile, code, password, device_type: 'pc', ...pass }).then(() => true));
          if (!done) return;
          session.login.mode = 'login';
          setNotice(intl.formatMessage({ id: 'app.session.passwordReset' }));
        } catch (error) {
          console.info('forgot password failed', error);
        } finally {
          setPending(false);
        }
      }}
      captcha={
        captchaSnap.question ? { question: captchaSnap.question, error: captchaSnap.error, pending: captchaSnap.pending } : undefined
      }
      onCaptchaAnswer={(answer) => void answerCaptcha(answer)}
      onCaptchaRefresh={() => void refreshCaptcha()}
      onCaptchaCancel={cancelCaptcha}
    />
  );
}
