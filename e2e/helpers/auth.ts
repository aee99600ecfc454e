import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

// Accounts for journeys (issue 14): the local captcha answered as a person would, SMS codes read from
// the development sink, fresh accounts, logins through the API or the dialog, and a stored session
// without the dialog. Every journey that logs in uses these rather than a copy of its own.

export type Lang = 'zh' | 'en' | 'vi';
export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}
export interface LoginData {
  token: string;
  id: number;
  user_nickname: string;
  avatar: string;
  userSig: string;
  mobile: string;
}
export interface Account {
  /** "86-13712345678", as the API takes it. */
  mobile: string;
  /** The national number the dialog's field takes. */
  number: string;
  password: string;
}

export const env = async <T = any>(res: { json(): Promise<unknown> }) => (await res.json()) as Envelope<T>;

/** The answer to a local captcha question such as "7 + 5 = ?". */
export function solve(question: string): string {
  const m = /(\d+)\s*([+\-×])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`not a captcha question: ${question}`);
  const [a, b] = [Number(m[1]), Number(m[3])];
  return String(m[2] === '+' ? a + b : m[2] === '-' ? a - b : a * b);
}

/** A captcha pass (Captcha/get → check) for a call made through the API. */
export async function captchaPass(request: APIRequestContext): Promise<{ ticket: string; randstr: string }> {
  const { data } = await env(await request.get('/api/Captcha/get'));
  const pass = await env(await request.post('/api/Captcha/check', { data: { id: data.id, answer: solve(String(data.question)) } }));
  expect(pass.code, pass.msg).toBe(0);
  return { ticket: pass.data.ticket, randstr: pass.data.randstr };
}

const CAPTCHA_ANSWER = { zh: '答案', en: 'Answer', vi: 'Đáp án' } as const;

/** Answers the captcha the page shows (the login dialog's step or the captcha dialog), by keyboard. */
export async function passCaptcha(page: Page, lang: Lang = 'zh') {
  const question = page.getByTestId('captcha-question');
  await expect(question).toBeVisible();
  const answer = page.getByRole('textbox', { name: CAPTCHA_ANSWER[lang] });
  await answer.fill(solve((await question.textContent()) ?? ''));
  await answer.press('Enter');
  await expect(question).toBeHidden();
}

/** The latest SMS code the development sink holds for a number. */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const sink = (await (await request.get(`/dev/sms/latest?mobile=${encodeURIComponent(mobile)}`)).json()) as { code?: string };
  expect(sink.code, `an SMS code for ${mobile}`).toMatch(/^\d{6}$/);
  return sink.code!;
}

let serial = 0;
/** Registers a new account through the API (an SMS code of type 1 from the sink), so no journey shares it. */
export async function registerAccount(request: APIRequestContext, password = 'secret123'): Promise<Account> {
  const number = `136${String(Date.now() * 10 + (serial++ % 10)).slice(-8)}`;
  const mobile = `86-${number}`;
  const sent = await env(await request.post('/api/user/getCode', { data: { mobile, type: 1, ...(await captchaPass(request)) } }));
  expect(sent.code, sent.msg).toBe(0);
  const code = await smsCode(request, mobile);
  const registered = await env(
    await request.post('/api/user/registered', { data: { mobile, code, password, device_type: 'pc', ...(await captchaPass(request)) } }),
  );
  expect(registered.code, registered.msg).toBe(0);
  return { mobile, number, password };
}

/** A password login through the API; the answer's envelope, for journeys that expect a refusal too. */
export async function apiLoginEnvelope(request: APIRequestContext, mobile: string, password: string) {
  return env<LoginData>(
    await request.post('/api/user/login', { data: { mobile, password, device_type: 'pc', ...(await captchaPass(request)) } }),
  );
}

export async function apiLogin(request: APIRequestContext, mobile: string, password: string): Promise<LoginData> {
  const login = await apiLoginEnvelope(request, mobile, password);
  expect(login.code, login.msg).toBe(0);
  return login.data;
}

/** A logged-in page without the dialog: the session as the app stores it (cookie `token`, `userInfo`), and the language. */
export async function storeLogin(context: BrowserContext, baseURL: string, data: LoginData, lang: Lang) {
  await context.addCookies([{ name: 'token', value: data.token, url: baseURL }]);
  const { token: _t, ...user } = data;
  await context.addInitScript(
    ([u, l]) => {
      localStorage.setItem('userInfo', u);
      localStorage.setItem('lang', l);
    },
    [JSON.stringify(user), lang] as const,
  );
}

/** Logs in through the zh login dialog (phone and password, then the captcha) from the page it is on. */
export async function loginThroughDialog(page: Page, account: Pick<Account, 'number' | 'password'>) {
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('button', { name: '手机号登录' }).click();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(account.number);
  await dialog.getByLabel(/^密码/).fill(account.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await passCaptcha(page);
}

/** Activates a control by keyboard: at the journeys' speed, goal pop-ups may lie over the page and take a click. */
export async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.press(key);
}
