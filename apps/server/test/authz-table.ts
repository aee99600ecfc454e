import { expect } from 'vitest';
import type { ArenaApp } from '../src/app';
import { KIND } from '../src/money/ledger';
import { credit } from '../src/money/wallet';
import { hashPassword } from '../src/services/crypto';
import { liveFootballId, openMatch } from './contract-samples';
import { call } from './helpers';

// The authorization matrix (authz-matrix.test.ts): for every implemented operation that acts on a
// user, a room or a message, who may do what. Rows run in this order on one app; each makes the state
// it needs (fresh users to mute or kick, the owner's reservation, a QR code) when it is called.

export interface Caller {
  id: number;
  token: string;
}

/**
 * The cast. `owner` is the streamer of `room` (for operations on one's own account: the user acting
 * on their own); `admin` an administrator of that room; `other` a logged-in user with coins who is
 * neither; `kicked` a user the owner kicked out of the room; `visitor` has no session.
 */
export interface World {
  arena: ArenaApp;
  room: number;
  owner: Caller;
  admin: Caller;
  other: Caller;
  kicked: Caller;
  /** A new user with coins and a session (someone to mute, kick, make administrator…). */
  fresh(): Promise<Caller>;
}

export type Actor = 'visitor' | 'kicked' | 'other' | 'admin' | 'owner';
export const ACTORS: readonly Actor[] = ['visitor', 'kicked', 'other', 'admin', 'owner'];

/** `ok` (code 0), 700 (log in first), or the catalog id of the code-1 message (read in English). */
export type Expect = 'ok' | 700 | `server.${string}`;

export interface Req {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
  /** Another session than the actor's own (a fresh one, to sign out). */
  token?: string;
}

export interface Row {
  /** What the caller acts on: for the reader of the table. */
  on: 'own account' | 'own session' | 'room' | 'message' | 'QR code' | 'reservation' | 'withdrawal' | 'chat group' | 'conversation';
  req(w: World, as: Actor, caller: Caller | undefined): Promise<Req>;
  /** Who is asked, and the answer each gets. Visitors get 700 on secured operations unless said. */
  expect: Partial<Record<Actor, Expect>>;
  /** After an `ok` answer: what came back is the caller's own. */
  check?(w: World, as: Actor, caller: Caller, data: any): Promise<void> | void;
  /** After every actor: the owner's thing is as the owner left it. */
  after?(w: World): Promise<void>;
}

const post = (url: string, payload?: Record<string, unknown>): Req => ({ method: 'POST', url, ...(payload ? { payload } : {}) });
const get = (url: string, payload?: Record<string, unknown>): Req => ({ method: 'GET', url, ...(payload ? { payload } : {}) });
const q = <T>(w: World, sql: string, params: unknown[] = []) => w.arena.services.db.query<T>(sql, params);

/** Anyone logged in acts on their own account; nobody else's is reachable (no target field). */
const own = { owner: 'ok', other: 'ok' } as const;
/** Only the streamer, on their own room. */
const streamerOnly = { owner: 'ok', admin: 'server.live.notAnchor', other: 'server.live.notAnchor' } as const;
/** The streamer and the room's administrators; nobody else. */
const managers = {
  owner: 'ok',
  admin: 'ok',
  other: 'server.live.notManager',
  kicked: 'server.live.notManager',
} as const;
/** A viewer's act in the room: anyone but a user kicked out of it. */
const viewersOf = (owner: Expect) => ({ owner, admin: 'ok', other: 'ok', kicked: 'server.live.kickedOut' }) as const;

const roomRow = (w: World) =>
  q<{ islive: number; title: string; announcement: string }>(w, 'select * from live_rooms where uid = $1', [w.room]);
const stillValid = async (w: World, ...callers: Caller[]) => {
  for (const c of callers) expect((await call(w.arena, 'GET', '/api/Member/info', undefined, c.token)).code).toBe(0);
};
const qrCode = async (w: World) => (await call(w.arena, 'POST', '/api/user/getLoginQrcode')).data.code as string;
/** A QR code the owner's phone scanned: the owner's to confirm or cancel, nobody else's. */
const scannedByOwner = async (w: World) => {
  const code = await qrCode(w);
  expect((await call(w.arena, 'POST', '/api/user/qrcodeScan', { code }, w.owner.token)).code).toBe(0);
  return code;
};
/** Issue 14: a fresh user with 200 in the income wallet, a bound bank card and the payment password 246810. */
const PAYMENT_PASSWORD = '246810';
let paymentHash: Promise<string> | undefined;
const earner = async (w: World): Promise<Caller> => {
  const user = await w.fresh();
  paymentHash ??= hashPassword(PAYMENT_PASSWORD);
  await q(w, 'update users set payment_password_hash = $2 where id = $1', [user.id, await paymentHash]);
  await w.arena.services.db.tx((tx) =>
    credit(tx, user.id, 2_000, { kind: KIND.giftIncome, ref: 'test', at: w.arena.services.config.now() }, 'withdrawal_balance'),
  );
  const bound = await call(
    w.arena,
    'POST',
    '/api/Bank_card/bind',
    { real_name: '张三', bank_name: '招商银行', card_number: '6225880112345678' },
    user.token,
  );
  expect(bound.code).toBe(0);
  return user;
};
/** A withdrawal waiting for review, of a fresh user. */
const waitingWithdrawal = async (w: World): Promise<number> => {
  const user = await earner(w);
  const res = await call(
    w.arena,
    'POST',
    '/api/Balance/applyForWithdrawal',
    { amount: 100, method: 'bank', payment_password: PAYMENT_PASSWORD },
    user.token,
  );
  expect(res.code).toBe(0);
  return res.data.withdrawal.id;
};
/** A fresh operator's session (the cast has none: operators are staff, not room roles). */
const operatorToken = async (w: World): Promise<string> => {
  const user = await w.fresh();
  await q(w, 'update users set is_operator = true where id = $1', [user.id]);
  return user.token;
};
const notOperators = {
  owner: 'server.wallet.operatorsOnly',
  admin: 'server.wallet.operatorsOnly',
  other: 'server.wallet.operatorsOnly',
} as const;
const sameUser = (_w: World, _as: Actor, caller: Caller, data: { id: number }) => expect(data.id).toBe(caller.id);
/** Issue 16: a new chat group of the owner's with the room's administrator as a member (Work unless said). */
const ownersGroup = async (w: World, type: 'Work' | 'Public' = 'Work'): Promise<string> => {
  const res = await call(w.arena, 'POST', '/api/Group/addgroup', { name: '权限测试群', type, uids: String(w.admin.id) }, w.owner.token);
  expect(res.code).toBe(0);
  return res.data.group_id;
};
/** Issue 16: a user who wrote to customer service, for the operator's calls. */
const kefuWriter = async (w: World): Promise<number> => {
  const user = await w.fresh();
  const kefu = (await call(w.arena, 'POST', '/api/user/getKefuInfo', {}, user.token)).data;
  expect((await call(w.arena, 'POST', '/api/Group/saveMsg', { to: String(kefu.id), type: 'text', content: '你好' }, user.token)).code).toBe(
    0,
  );
  return user.id;
};
const notMember = { owner: 'ok', admin: 'ok', other: 'server.group.notMember', kicked: 'server.group.notMember' } as const;
/** The operator's calls: code 1 for everyone else, ok for an operator (asked as `other`, with a fresh operator's session). */
const operatorRows = (req: (w: World) => Promise<Req>): Row[] => [
  { on: 'conversation', req: async (w) => req(w), expect: notOperators },
  {
    on: 'conversation',
    req: async (w, as) => ({ ...(await req(w)), ...(as === 'visitor' ? {} : { token: await operatorToken(w) }) }),
    expect: { other: 'ok' },
  },
];

export const TABLE: Record<string, Row | Row[]> = {
  // ── Sessions and the account: each acts on the caller's own ──
  member_signOut: {
    on: 'own session',
    req: async (w, _as, caller) => ({
      ...post('/api/Member/SignOut'),
      ...(caller ? { token: await w.arena.services.accounts.createSession(caller.id) } : {}),
    }),
    expect: own,
    after: (w) => stillValid(w, w.owner, w.other),
  },
  member_signOutAll: {
    on: 'own session',
    // Everyone's sessions would end: a fresh user in each part, and the cast's sessions must survive.
    req: async (w, as) => ({ ...post('/api/Member/signOutAll'), ...(as === 'visitor' ? {} : { token: (await w.fresh()).token }) }),
    expect: own,
    after: (w) => stillValid(w, w.owner, w.admin, w.other),
  },
  member_setPassword: {
    on: 'own account',
    // The other sessions of the account end: a fresh user in each part, and the cast's sessions must survive.
    req: async (w, as) => {
      if (as === 'visitor') return post('/api/Member/setPassword', { old_password: 'x', password: 'another123' });
      const fresh = await w.fresh();
      await q(w, 'update users set password_hash = $2 where id = $1', [fresh.id, await hashPassword('secret123')]);
      return { ...post('/api/Member/setPassword', { old_password: 'secret123', password: 'another123' }), token: fresh.token };
    },
    expect: own,
    after: (w) => stillValid(w, w.owner, w.admin, w.other),
  },
  member_securityInfo: { on: 'own account', req: async () => get('/api/Member/securityInfo'), expect: own },
  member_sessionList: {
    on: 'own session',
    req: async () => get('/api/Member/sessionList'),
    expect: own,
    // Every listed session is the caller's, and the caller's own is marked current.
    check: async (w, _as, caller, data: { id: number; current: boolean }[]) => {
      const mine = await q<{ id: string }>(w, 'select id from sessions where user_id = $1', [caller.id]);
      expect(data.every((s) => mine.some((m) => Number(m.id) === s.id))).toBe(true);
      expect(data.filter((s) => s.current)).toHaveLength(1);
    },
  },
  member_signOutSession: {
    on: 'own session',
    // A second session of the owner's: theirs to end, nobody else's (issue 14).
    req: async (w) => post('/api/Member/signOutSession', { id: (await w.arena.services.accounts.openSession(w.owner.id)).id }),
    expect: {
      owner: 'ok',
      admin: 'server.member.sessionNotFound',
      other: 'server.member.sessionNotFound',
      kicked: 'server.member.sessionNotFound',
    },
    after: (w) => stillValid(w, w.owner, w.admin, w.other),
  },
  user_qrcodeScan: {
    on: 'QR code',
    req: async (w, as) => post('/api/user/qrcodeScan', { code: as === 'owner' ? await qrCode(w) : await scannedByOwner(w) }),
    expect: { owner: 'ok', other: 'server.qr.used' },
  },
  user_qrcodeConfirm: {
    on: 'QR code',
    req: async (w) => {
      const code = await scannedByOwner(w);
      // The number the desktop shows (number matching): the right one, so only who confirms decides.
      return post('/api/user/qrcodeConfirm', { code, number: await w.arena.services.qr.matchNumber(code) });
    },
    expect: { owner: 'ok', other: 'server.qr.used' },
  },
  user_qrcodeCancel: {
    on: 'QR code',
    req: async (w) => post('/api/user/qrcodeCancel', { code: await scannedByOwner(w) }),
    expect: { owner: 'ok', other: 'server.qr.used' },
  },
  member_info: { on: 'own account', req: async () => get('/api/Member/info'), expect: own, check: sameUser },
  user_getUserInfo: { on: 'own account', req: async () => get('/api/User/getUserInfo'), expect: own, check: sameUser },
  member_updateInfo: {
    on: 'own account',
    req: async (_w, as) => post('/api/member/updateInfo', { signature: `signed by ${as}` }),
    expect: own,
    check: (_w, as, caller, data) => expect([data.id, data.signature]).toEqual([caller.id, `signed by ${as}`]),
    after: async (w) =>
      expect((await q<{ signature: string }>(w, 'select signature from users where id = $1', [w.owner.id]))[0]!.signature).toBe(
        'signed by owner',
      ),
  },
  member_getQiniuToken: { on: 'own account', req: async () => post('/api/Member/getQiniuToken'), expect: own },
  member_verified: {
    on: 'own account',
    req: async () =>
      post('/api/Member/verified', {
        real_name: '张三',
        id_number: '110101199003074518',
        contact: 'QQ 12345',
        experience: '解说过三个赛季的中超联赛直播，熟悉战术分析',
        code: '000000',
      }),
    expect: { owner: 'server.verified.already', other: 'server.sms.requestFirst' },
  },
  member_getVerifiedInfo: { on: 'own account', req: async () => post('/api/Member/getVerifiedInfo'), expect: own },
  member_paymentPassword: {
    on: 'own account',
    req: async () => post('/api/Member/paymentPassword', { password: '246810', confirm_password: '246810' }),
    expect: own,
  },
  order_getList: {
    on: 'own account',
    req: async () => get('/api/Order/getList', { limit: 100 }),
    expect: own,
    check: async (w, _as, caller, data) => {
      const [mine] = await q<{ n: number }>(w, 'select count(*)::int as n from balance_records where user_id = $1', [caller.id]);
      expect(data.total).toBe(mine!.n);
    },
  },
  order_getTypeList: { on: 'own account', req: async () => get('/api/order/getTypeList'), expect: own },
  // ── The wallet (issue 14): each acts on the caller's own; no field names another user ──
  bankCard_bind: {
    on: 'own account',
    req: async () => post('/api/Bank_card/bind', { real_name: '李四', bank_name: '工商银行', card_number: '6222020000001234' }),
    expect: own,
    check: async (w, _as, caller) => {
      const [row] = await q<{ card_number: string }>(w, 'select card_number from bank_cards where user_id = $1', [caller.id]);
      expect(row?.card_number).toBe('6222020000001234');
    },
  },
  bankCard_getInfo: { on: 'own account', req: async () => get('/api/Bank_card/getInfo'), expect: own },
  bankCard_bindAliPay: {
    on: 'own account',
    req: async () => post('/api/Bank_card/bindAliPay', { real_name: '李四', account: '13800138000' }),
    expect: own,
  },
  bankCard_getAliPayInfo: { on: 'own account', req: async () => get('/api/Bank_card/getAliPayInfo'), expect: own },
  balance_withdrawalRules: { on: 'own account', req: async () => get('/api/Balance/withdrawalRules'), expect: own },
  balance_withdrawalList: { on: 'own account', req: async () => get('/api/Balance/withdrawalList'), expect: own },
  balance_applyForWithdrawal: {
    on: 'own account',
    // A fresh earner per caller: the income wallet, the card and the password are the caller's own.
    req: async (w, as) => ({
      ...post('/api/Balance/applyForWithdrawal', { amount: 100, method: 'bank', payment_password: PAYMENT_PASSWORD }),
      ...(as === 'visitor' ? {} : { token: (await earner(w)).token }),
    }),
    expect: own,
  },
  balance_conversionBalance: {
    on: 'own account',
    req: async (w, as) => ({
      ...post('/api/Balance/conversionBalance', { amount: 10, payment_password: PAYMENT_PASSWORD }),
      ...(as === 'visitor' ? {} : { token: (await earner(w)).token }),
    }),
    expect: own,
  },
  chargerules_payUrl: { on: 'own account', req: async () => post('/api/chargerules/payUrl', { id: 1, pay_type: 'alipay' }), expect: own },
  chargerules_orderList: { on: 'own account', req: async () => get('/api/chargerules/orderList'), expect: own },
  operator_withdrawalList: [
    { on: 'withdrawal', req: async () => get('/api/Operator/withdrawalList'), expect: notOperators },
    // An operator (case 2): asked as `other`, with a fresh operator's session.
    {
      on: 'withdrawal',
      req: async (w, as) => ({ ...get('/api/Operator/withdrawalList'), ...(as === 'visitor' ? {} : { token: await operatorToken(w) }) }),
      expect: { other: 'ok' },
    },
  ],
  operator_reviewWithdrawal: [
    {
      on: 'withdrawal',
      req: async (w) => post('/api/Operator/reviewWithdrawal', { id: await waitingWithdrawal(w), approve: false }),
      expect: notOperators,
    },
    {
      on: 'withdrawal',
      req: async (w, as) => ({
        ...post('/api/Operator/reviewWithdrawal', { id: await waitingWithdrawal(w), approve: false, reason: 'test' }),
        ...(as === 'visitor' ? {} : { token: await operatorToken(w) }),
      }),
      expect: { other: 'ok' },
    },
  ],
  // ── Messaging (issue 16): chat groups by membership and ownership, one's own lists, the operator's customer service ──
  group_addgroup: { on: 'own account', req: async () => post('/api/Group/addgroup', { name: '我的群' }), expect: own },
  group_addGroupUser: {
    on: 'chat group',
    req: async (w) => post('/api/Group/addGroupUser', { group_id: await ownersGroup(w), uids: String((await w.fresh()).id) }),
    expect: notMember,
  },
  group_joinGroup: [
    {
      on: 'chat group',
      req: async (w) => post('/api/Group/joinGroup', { group_id: await ownersGroup(w) }),
      expect: { owner: 'server.group.inviteOnly', admin: 'server.group.inviteOnly', other: 'server.group.inviteOnly' },
    },
    {
      on: 'chat group',
      req: async (w) => post('/api/Group/joinGroup', { group_id: await ownersGroup(w, 'Public') }),
      expect: { owner: 'ok', other: 'ok' },
    },
  ],
  group_quitGroup: {
    on: 'chat group',
    req: async (w) => post('/api/Group/quitGroup', { group_id: await ownersGroup(w) }),
    expect: { owner: 'server.group.ownerCannotLeave', admin: 'ok', other: 'server.group.notMember' },
  },
  group_destroyGroupNew: {
    on: 'chat group',
    req: async (w) => post('/api/Group/destroyGroupNew', { group_id: await ownersGroup(w) }),
    expect: { owner: 'ok', admin: 'server.group.notOwner', other: 'server.group.notOwner', kicked: 'server.group.notOwner' },
  },
  group_groupInfo: {
    on: 'chat group',
    req: async (w) => get('/api/Group/groupInfo', { group_id: await ownersGroup(w) }),
    expect: notMember,
  },
  group_saveMsg: {
    on: 'chat group',
    req: async (w) => post('/api/Group/saveMsg', { to: await ownersGroup(w), type: 'text', content: '记录' }),
    expect: { owner: 'ok', admin: 'ok', other: 'server.im.notGroupMember', kicked: 'server.im.notGroupMember' },
  },
  group_myGroups: { on: 'own account', req: async () => get('/api/Group/myGroups'), expect: own },
  group_getRecommendGroupList: { on: 'own account', req: async () => post('/api/Group/getRecommendGroupList', {}), expect: own },
  group_getRecommendUserList: { on: 'own account', req: async () => post('/api/Group/getRecommendUserList', {}), expect: own },
  group_addressBook: { on: 'own account', req: async () => post('/api/Group/addressBook'), expect: own },
  group_crossCorrelation: { on: 'own account', req: async (w) => post('/api/Group/crossCorrelation', { touid: w.room }), expect: own },
  im_block: { on: 'own account', req: async (w) => post('/api/Im/block', { touid: (await w.fresh()).id }), expect: own },
  im_unblock: { on: 'own account', req: async (w) => post('/api/Im/unblock', { touid: (await w.fresh()).id }), expect: own },
  im_blockList: { on: 'own account', req: async () => get('/api/Im/blockList'), expect: own },
  push_read: { on: 'own account', req: async () => post('/api/Push/read', {}), expect: own },
  operator_kefuConversations: operatorRows(async () => get('/api/Operator/kefuConversations')),
  operator_kefuMessages: operatorRows(async (w) => get('/api/Operator/kefuMessages', { uid: await kefuWriter(w) })),
  operator_kefuRead: operatorRows(async (w) => post('/api/Operator/kefuRead', { uid: await kefuWriter(w) })),
  operator_kefuReply: operatorRows(async (w) => post('/api/Operator/kefuReply', { uid: await kefuWriter(w), text: '您好' })),
  activity_signTaskList: { on: 'own account', req: async () => get('/api/Activity/signTaskList'), expect: own },
  activity_pcSignTaskList: { on: 'own account', req: async () => get('/api/Activity/pcSignTaskList'), expect: own },
  activityConfig_userTaskList: { on: 'own account', req: async () => get('/api/Activity_Config/user_task_list'), expect: own },
  activity_sign: {
    on: 'own account',
    // The payload names the user (spec §7): the owner's id, which only the owner may sign for.
    req: async (w) => post('/api/Activity/sign', { id: w.owner.id }),
    expect: { owner: 'ok', other: 'server.tasks.notYou' },
  },
  activity_taskHandleSign: {
    on: 'own account',
    // Each caller shares a room (task 5, share_live), then claims their own reward.
    req: async (w, _as, caller) => {
      await call(w.arena, 'POST', '/api/Live_streaming/share', { uid: w.room }, caller?.token);
      await w.arena.services.tasks.idle();
      return post('/api/Activity/task_handle_sign', { task_id: 5 });
    },
    expect: own,
  },
  basketballuser_collect: {
    on: 'own account',
    req: async (w) => post('/api/Basketballuser/collect', { id: String(await liveFootballId(w.arena)), type: 2 }),
    expect: own,
  },
  basketballuser_collectList: { on: 'own account', req: async () => get('/api/Basketballuser/collectList', { type: 2 }), expect: own },
  database_favourite: {
    on: 'own account',
    req: async () => post('/api/Database/favourite', { id: 82 }),
    expect: own,
    // A toggle: what comes back is the caller's own list, with or without the competition.
    check: async (w, _as, caller, data) => {
      const mine = await q<{ league_id: number }>(
        w,
        'select league_id from competition_favourites where user_id = $1 order by created_at, league_id',
        [caller.id],
      );
      expect(data.favourites).toEqual(mine.map((r) => r.league_id));
    },
  },
  user_attentionList: { on: 'own account', req: async () => get('/api/User/attentionList'), expect: own },
  member_hornList: { on: 'own account', req: async () => get('/api/Member/hornList'), expect: own },
  member_sneHorn: { on: 'own account', req: async () => post('/api/Member/sneHorn', { content: '欢迎来看球' }), expect: own },
  gift_getUserGiftList: { on: 'own account', req: async () => get('/api/Gift/getUserGiftList'), expect: own },
  member_webgetAnchorgiftlist: { on: 'own account', req: async () => get('/api/member/webgetAnchorgiftlist'), expect: own },
  nobleUser_buy: { on: 'own account', req: async () => post('/api/noble_user/buy', { id: 1 }), expect: own },
  live_getRoomList: { on: 'own account', req: async () => get('/api/Live/getRoomList'), expect: { ...own, admin: 'ok' } },
  liveStreaming_getUserReserveLiveList: {
    on: 'own account',
    req: async () => get('/api/Live_streaming/getUserReserveLiveList'),
    expect: { ...own, admin: 'ok' },
  },
  liveStreaming_reserveMatch: {
    on: 'reservation',
    req: async (w) => post('/api/Live_streaming/reserveMatch', { match_id: await openMatch(w.arena, 0, 5), type: 0 }),
    expect: { ...own, admin: 'ok' },
  },
  liveStreaming_reserveMatch2: {
    on: 'reservation',
    req: async (w) => post('/api/Live_streaming/reserveMatch2', { match_id: await openMatch(w.arena, 1, 1), live_type: 1 }),
    expect: { ...own, admin: 'ok' },
  },
  liveStreaming_deleteReserveLive: {
    on: 'reservation',
    // The owner's reservation: nobody else can see or remove it.
    req: async (w) => {
      const match = await openMatch(w.arena, 0, 6);
      let [row] = await q<{ id: number }>(w, 'select id from reservations where user_id = $1 and match_id = $2', [w.owner.id, match]);
      if (!row) {
        await call(w.arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: match, type: 0 }, w.owner.token);
        [row] = await q<{ id: number }>(w, 'select id from reservations where user_id = $1 and match_id = $2', [w.owner.id, match]);
      }
      return post('/api/Live_streaming/deleteReserveLive', { id: row!.id });
    },
    expect: { owner: 'ok', admin: 'server.live.noSuchReservation', other: 'server.live.noSuchReservation' },
  },

  // ── The streamer's own room ──
  live_getLiveUrl: { on: 'room', req: async () => get('/api/Live/getLiveUrl'), expect: streamerOnly },
  live_resetStreamKey: { on: 'room', req: async () => post('/api/Live/resetStreamKey', {}), expect: streamerOnly },
  live_startRoom: {
    on: 'room',
    req: async (_w, as) => post('/api/Live/startRoom', { title: `${as} goes live` }),
    expect: streamerOnly,
    after: async (w) => expect(await roomRow(w)).toMatchObject([{ islive: 1, title: 'owner goes live' }]),
  },
  live_mobileStartRoom: {
    on: 'room',
    req: async (_w, as) => post('/api/Live/mobileStartRoom', { title: `${as} on the phone` }),
    expect: streamerOnly,
    after: async (w) => expect(await roomRow(w)).toMatchObject([{ islive: 1, title: 'owner on the phone' }]),
  },
  live_endRoom: {
    on: 'room',
    req: async () => post('/api/Live/endRoom'),
    expect: streamerOnly,
    after: async (w) => expect(await roomRow(w)).toMatchObject([{ islive: 0 }]),
  },
  live_setPlacard: {
    on: 'room',
    req: async (_w, as) => post('/api/Live/setPlacard', { announcement: `${as} says hello` }),
    expect: streamerOnly,
    after: async (w) => expect(await roomRow(w)).toMatchObject([{ announcement: 'owner says hello' }]),
  },
  liveStreaming_setReserveLiveNew: {
    on: 'room',
    req: async (w) => post('/api/Live_streaming/setReserveLiveNew', { match_id: await openMatch(w.arena, 0, 7), live_type: 0 }),
    expect: streamerOnly,
  },
  roomManage_getLiveRoomManageList: {
    on: 'room',
    req: async () => post('/api/RoomManage/getLiveRoomManageList'),
    expect: streamerOnly,
    check: (w, _as, _c, data: { uid: number }[]) => expect(data.map((a) => a.uid)).toContain(w.admin.id),
  },
  roomManage_setAdministrations: {
    on: 'room',
    req: async (w) => post('/api/RoomManage/setAdministrations', { touid: (await w.fresh()).id }),
    expect: streamerOnly,
  },
  roomManage_delLiveRoomManage: {
    on: 'room',
    // Others try to remove the room's administrator; the owner removes a second one.
    req: async (w, as) => {
      if (as !== 'owner') return post('/api/RoomManage/delLiveRoomManage', { touid: w.admin.id });
      const second = await w.fresh();
      expect((await call(w.arena, 'POST', '/api/RoomManage/setAdministrations', { touid: second.id }, w.owner.token)).code).toBe(0);
      return post('/api/RoomManage/delLiveRoomManage', { touid: second.id });
    },
    expect: streamerOnly,
    after: async (w) => {
      expect(await q(w, 'select 1 from room_admins where room_uid = $1 and uid = $2', [w.room, w.admin.id])).toHaveLength(1);
    },
  },

  // ── Moderation of the room: its streamer and administrators ──
  live_setTaboo: [
    {
      on: 'room',
      req: async (w) => post('/api/Live/setTaboo', { uid: w.room, touid: (await w.fresh()).id, minutes: 10 }),
      expect: managers,
    },
    // An administrator cannot mute the streamer (nor themself).
    {
      on: 'room',
      req: async (w) => post('/api/Live/setTaboo', { uid: w.room, touid: w.room }),
      expect: { admin: 'server.live.cannotModerate' },
    },
  ],
  roomManage_relieveTaboo: {
    on: 'room',
    req: async (w) => {
      const muted = await w.fresh();
      expect((await call(w.arena, 'POST', '/api/Live/setTaboo', { uid: w.room, touid: muted.id }, w.owner.token)).code).toBe(0);
      return post('/api/RoomManage/relieveTaboo', { uid: w.room, touid: muted.id });
    },
    expect: managers,
  },
  liveStreaming_liveKickout: [
    {
      on: 'room',
      req: async (w) => post('/api/Live_streaming/liveKickout', { uid: w.room, touid: (await w.fresh()).id }),
      expect: managers,
    },
    // An administrator cannot kick another administrator; only the streamer can.
    {
      on: 'room',
      req: async (w) => {
        const second = await w.fresh();
        expect((await call(w.arena, 'POST', '/api/RoomManage/setAdministrations', { touid: second.id }, w.owner.token)).code).toBe(0);
        return post('/api/Live_streaming/liveKickout', { uid: w.room, touid: second.id });
      },
      expect: { admin: 'server.live.cannotModerate', owner: 'ok' },
    },
  ],
  liveStreaming_liveKickoutList: {
    on: 'room',
    req: async (w) => post('/api/Live_streaming/liveKickoutList', { uid: w.room }),
    expect: managers,
    check: (w, _as, _c, data: { uid: number }[]) => expect(data.map((k) => k.uid)).toContain(w.kicked.id),
  },
  live_getUserStatus: {
    on: 'room',
    req: async (w) => post('/api/Live/getUserStatus', { uid: w.room }),
    expect: { visitor: 'ok', kicked: 'ok', other: 'ok', admin: 'ok', owner: 'ok' },
  },

  // ── Acts of viewers in the room (messages, gifts, red envelopes): not by one kicked out of it ──
  member_attention: {
    on: 'room',
    req: async (w) => post('/api/Member/attention', { id: w.room }),
    expect: { owner: 'server.live.followSelf', admin: 'ok', other: 'ok' },
  },
  barrage_send: { on: 'message', req: async (w) => post('/api/Barrage/send', { uid: w.room, info: '好球' }), expect: viewersOf('ok') },
  member_handselGift: {
    on: 'room',
    req: async (w) => post('/api/member/handselGift', { gift_id: 2, anchor_id: w.room }),
    expect: viewersOf('server.live.selfGift'),
  },
  guardUser_buy: {
    on: 'room',
    req: async (w) => post('/api/guard_user/buy', { id: 1, anchor_id: w.room }),
    expect: viewersOf('server.live.selfGuard'),
  },
  redenvelope_insert: {
    on: 'message',
    req: async (w) => post('/api/Redenvelope/insert', { uid: w.room, amount: 5, count: 5 }),
    expect: viewersOf('ok'),
  },
  redenvelope_receiveRed: {
    on: 'message',
    req: async (w) => {
      const sent = await call(w.arena, 'POST', '/api/Redenvelope/insert', { uid: w.room, amount: 5, count: 5 }, w.other.token);
      return post('/api/Redenvelope/receiveRed', { id: sent.data.id });
    },
    expect: viewersOf('ok'),
  },
  redenvelope_getRedInfo: {
    on: 'message',
    req: async (w) => {
      const sent = await call(w.arena, 'POST', '/api/Redenvelope/insert', { uid: w.room, amount: 1, count: 1 }, w.other.token);
      return post('/api/Redenvelope/getRedInfo', { id: sent.data.id });
    },
    expect: { visitor: 'ok', other: 'ok', owner: 'ok' },
  },
  liveStreaming_share: {
    on: 'room',
    req: async (w) => post('/api/Live_streaming/share', { uid: w.room }),
    expect: { visitor: 'ok', other: 'ok', owner: 'ok' },
  },
  universal_imTouristAccount: { on: 'own session', req: async () => get('/api/Universal/imTouristAccount'), expect: { visitor: 'ok' } },
};
