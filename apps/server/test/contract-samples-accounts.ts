import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { hashPassword } from '../src/services/crypto';
import { liveFootballId, operatorToken, pendingApplication, type Sample, uploadedImage } from './contract-samples';
import { call, login, register, solveCaptcha, solveQuestion } from './helpers';

// Sample calls of the account, system and score operations (contract.test.ts).

const mobileFor = (n: number) => `86-1370000${String(n).padStart(4, '0')}`;
let next = 1;

export const accountSamples: Record<string, Sample> = {
  user_login: async (arena) => ({
    method: 'POST',
    url: '/api/user/login',
    payload: { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password, device_type: 'pc', ...(await solveCaptcha(arena)) },
  }),
  user_getCode: async (arena) => ({
    method: 'POST',
    url: '/api/user/getCode',
    payload: { mobile: mobileFor(next++), type: 1, ...(await solveCaptcha(arena)) },
  }),
  user_registered: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
    return {
      method: 'POST',
      url: '/api/user/registered',
      payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123', device_type: 'pc', ...(await solveCaptcha(arena)) },
    };
  },
  user_forgotPassword: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
    await register(arena, { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123' });
    await arena.services.db.query('delete from sms_codes where mobile = $1', [mobile]);
    await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 2 });
    return {
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'another123', ...(await solveCaptcha(arena)) },
    };
  },
  member_signOut: async (arena) => {
    const session = await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    return { method: 'POST', url: '/api/Member/SignOut', token: session.data.token };
  },
  member_signOutAll: async (arena) => {
    const session = await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    return { method: 'POST', url: '/api/Member/signOutAll', token: session.data.token };
  },
  member_sessionList: async (_a, token) => ({ method: 'GET', url: '/api/Member/sessionList', token }),
  // A fresh account made directly (no captcha: the samples share the per-minute captcha budget); the
  // demo users' passwords are used by the other samples.
  member_setPassword: async (arena) => {
    const [row] = await arena.services.db.query<{ id: number }>(
      "insert into users (mobile, password_hash, user_nickname) values ($1, $2, '改密') returning id",
      [mobileFor(next++), await hashPassword('secret123')],
    );
    return {
      method: 'POST',
      url: '/api/Member/setPassword',
      payload: { old_password: 'secret123', password: 'another123' },
      token: await arena.services.accounts.createSession(row!.id),
    };
  },
  member_securityInfo: async (_a, token) => ({ method: 'GET', url: '/api/Member/securityInfo', token }),
  member_signOutSession: async (arena) => {
    const session = await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    const other = await arena.services.accounts.openSession(session.data.id);
    return { method: 'POST', url: '/api/Member/signOutSession', payload: { id: other.id }, token: session.data.token };
  },
  user_getLoginQrcode: async () => ({ method: 'POST', url: '/api/user/getLoginQrcode' }),
  universal_imTouristAccount: async () => ({ method: 'GET', url: '/api/Universal/imTouristAccount' }),
  member_info: async (_a, token) => ({ method: 'GET', url: '/api/Member/info', token }),
  user_getUserInfo: async (_a, token) => ({ method: 'GET', url: '/api/User/getUserInfo', token }),
  member_updateInfo: async (_a, token) => ({
    method: 'POST',
    url: '/api/member/updateInfo',
    payload: { user_nickname: '契约测试' },
    token,
  }),
  captcha_get: async () => ({ method: 'GET', url: '/api/Captcha/get' }),
  captcha_check: async (arena) => {
    const { data } = await call(arena, 'GET', '/api/Captcha/get');
    return { method: 'POST', url: '/api/Captcha/check', payload: { id: data.id, answer: String(solveQuestion(data.question)) } };
  },
  user_qrcodeScan: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    return { method: 'POST', url: '/api/user/qrcodeScan', payload: { code: data.code }, token };
  },
  user_qrcodeConfirm: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    await call(arena, 'POST', '/api/user/qrcodeScan', { code: data.code }, token);
    const number = await arena.services.qr.matchNumber(data.code);
    return { method: 'POST', url: '/api/user/qrcodeConfirm', payload: { code: data.code, number }, token };
  },
  user_qrcodeCancel: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    return { method: 'POST', url: '/api/user/qrcodeCancel', payload: { code: data.code }, token };
  },
  user_avatarList: async () => ({ method: 'GET', url: '/api/user/avatarList' }),
  user_getKefuInfo: async () => ({ method: 'POST', url: '/api/user/getKefuInfo' }),
  member_getQiniuToken: async (_a, token) => ({ method: 'POST', url: '/api/Member/getQiniuToken', token }),
  member_verified: async (arena, token) => {
    await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: DEMO_ACCOUNTS[0].mobile, type: 4 });
    return {
      method: 'POST',
      url: '/api/Member/verified',
      payload: {
        real_name: '张三',
        id_number: '110101199003074518',
        contact: 'QQ 12345',
        experience: '解说足球比赛五年，熟悉英超和中超。',
        code: arena.devSms!.latestFor(DEMO_ACCOUNTS[0].mobile),
        id_photo_front: await uploadedImage(arena, token),
        id_photo_back: await uploadedImage(arena, token),
      },
      token,
    };
  },
  member_getVerifiedInfo: async (_a, token) => ({ method: 'POST', url: '/api/Member/getVerifiedInfo', token }),
  // Issue 15: the operator's review of streamer applications (a pending one made for the sample).
  operator_anchorApplications: async (arena) => {
    await pendingApplication(arena, 2);
    return { method: 'GET', url: '/api/Operator/anchorApplications', payload: { status: 0 }, token: await operatorToken(arena) };
  },
  operator_reviewAnchorApplication: async (arena) => ({
    method: 'POST',
    url: '/api/Operator/reviewAnchorApplication',
    payload: { user_id: await pendingApplication(arena, 3), approve: false, reason: '证件照片不清楚' },
    token: await operatorToken(arena),
  }),
  member_paymentPassword: async (_a, token) => ({
    method: 'POST',
    url: '/api/Member/paymentPassword',
    payload: { password: '246810', confirm_password: '246810' },
    token,
  }),
  activity_signTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity/signTaskList', token }),
  activity_pcSignTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity/pcSignTaskList', token }),
  activity_sign: async (_a, token) => ({ method: 'POST', url: '/api/Activity/sign', token }),
  activity_taskHandleSign: async (arena, token) => {
    const me = await call(arena, 'GET', '/api/Member/info', undefined, token);
    await arena.services.tasks.record(me.data.id, 'watch_live');
    return { method: 'POST', url: '/api/Activity/task_handle_sign', payload: { task_id: 1 }, token };
  },
  activityConfig_userTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity_Config/user_task_list', token }),
  search_index: async () => ({ method: 'GET', url: '/api/Search/index' }),
  search_anchor: async () => ({ method: 'GET', url: '/api/Search/anchor', payload: { name: '老王' } }),
  search_live: async () => ({ method: 'GET', url: '/api/Search/live', payload: { name: '直播' } }),
  universal_getHot: async () => ({ method: 'GET', url: '/api/universal/getHot' }),
  hotMatch_allMatch: async () => ({ method: 'GET', url: '/api/hot_match/all_match' }),
  // ── live scores (issue 5) ──
  hotMatch_initialList: async () => ({ method: 'GET', url: '/api/hot_match/initial_list' }),
  hotMatch_recommend: async () => ({ method: 'GET', url: '/api/hot_match/recommend', payload: { type: 0 } }),
  hotMatch_msgGetSimple: async (arena) => ({
    method: 'GET',
    url: '/api/hot_match/msgGetSimple',
    payload: { id: await liveFootballId(arena), type: 0 },
  }),
  football_footballMatch: async () => ({ method: 'GET', url: '/api/Football/football_match', payload: { status: 0 } }),
  basketball_getList: async () => ({ method: 'GET', url: '/api/Basketball/getList', payload: { status: 0 } }),
  match_filters: async () => ({ method: 'GET', url: '/api/Match/filters', payload: { type: 0 } }),
  match_detail: async (arena) => ({ method: 'GET', url: '/api/Match/detail', payload: { type: 0, sourceid: await liveFootballId(arena) } }),
  football_seasonTable: async () => ({ method: 'GET', url: '/api/Football/season_table', payload: { id: 82 } }),
  match_battle: async (arena) => ({ method: 'GET', url: '/api/Match/battle', payload: { type: 0, sourceid: await liveFootballId(arena) } }),
  basketballuser_collect: async (arena, token) => ({
    method: 'POST',
    url: '/api/Basketballuser/collect',
    payload: { id: String(await liveFootballId(arena)), type: 2 },
    token,
  }),
  basketballuser_collectList: async (_a, token) => ({ method: 'GET', url: '/api/Basketballuser/collectList', payload: { type: 2 }, token }),
};
