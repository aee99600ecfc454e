import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login, startApp, type TestDb, variants } from './helpers';
import { balanceOf } from './ledger-books';

// Issue 12: "State-changing operations accept POST with JSON only (no GET, no form posts), so an <img>
// on another site cannot send SMS or spend coins." The contract declares every write POST (also those
// WIRE.md's clients send as GET); this suite walks the contract and proves each one refuses GET, forms
// and text bodies, and that nothing runs when it does.

/**
 * The operations that stay GET: pure reads, reviewed one by one. A new operation declared GET fails
 * this suite until it is added here (it must be a read) or declared POST. Rule: an operation whose
 * purpose is to show something is a read even when it also counts a statistic (noted below); one whose
 * purpose is to change something is a write, however small (Video/addView).
 */
const READS: ReadonlySet<string> = new Set([
  // Accounts
  'captcha_get', // hands out a question to solve (a challenge, not a change of anything the user owns)
  'user_avatarList',
  'universal_imTouristAccount', // signs a random guest id; nothing is stored
  'member_info',
  'user_getUserInfo',
  'member_sessionList', // the caller's sessions (issue 14)
  'member_securityInfo', // the security page's facts (issue 14)
  // Money: reads of the wallet (issue 14)
  'bankCard_getInfo',
  'bankCard_getAliPayInfo',
  'balance_withdrawalRules',
  'balance_withdrawalList',
  'chargerules_provider', // whether a payment provider is configured
  'chargerules_orderList',
  'operator_withdrawalList', // the operator's review list
  'operator_anchorApplications', // the operator's review of streamer applications (issue 15)
  'operator_kefuConversations', // customer service's conversations (issue 16)
  'operator_kefuMessages', // one of them, a page of it (marking read is Operator/kefuRead)
  'order_getList',
  'order_getTypeList',
  // Live
  'live_getLiveUrl', // makes the room's stream key on the first ask, then always answers the same one
  'live_getRoomList',
  'live_getPlacard',
  'live_getLiveSettings',
  'live_anchorIncome',
  'live_anchorContribution',
  'liveStreaming_getRoomInfo', // also counts the caller's daily "watch a live room" task, as viewing does
  'liveStreaming_getLiveList',
  'liveStreaming_roomRanking',
  'liveStreaming_getUserReserveLiveList',
  'liveStreaming_getReserveLiveList',
  'liveStreaming_getBucketRoomList',
  // Social
  'user_attentionList',
  'barrage_getList',
  'member_hornList',
  // Messaging (issue 16)
  'group_groupInfo',
  'group_myGroups',
  'im_blockList',
  'gift_getList',
  'gift_getUserGiftList',
  'member_webgetAnchorgiftlist',
  'guard_getList',
  'noble_getList',
  // Content
  'portalPost_getList2',
  'headlines_classifyList',
  'video_getList',
  'video_anchorWorks',
  'video_getVideoInfo',
  'video_commentList',
  'video_rank',
  'video_classification',
  'video_userClassification',
  'banner_getBannerList',
  'banner_getAdvertisement',
  'search_index',
  'search_anchor', // also counts the term among the hot searches (a statistic of what is searched)
  'search_live', // likewise
  // Scores
  'hotMatch_allMatch',
  'hotMatch_initialList',
  'hotMatch_recommend',
  'hotMatch_msgGetSimple',
  'football_seasonTable',
  'universal_getHot',
  'push_getList',
  'match_battle',
  'football_footballMatch',
  'basketball_getList',
  'basketballuser_collectList',
  'match_filters',
  'match_detail',
  // Sports database (issue 19)
  'database_competitions',
  'database_competition',
  'database_standings',
  'database_schedule',
  'database_leaders',
  'database_teamStats',
  'database_team',
  'database_teamMatches',
  'database_player',
  // Previews store a match's prediction the first time it is made (never changing one): a record of what was said, like a cache
  'database_previews',
  'database_preview',
  'database_modelReport',
  // Esports (issue 19)
  'esports_leagues',
  'esports_matches',
  'esports_match',
  'esports_league',
  // Tasks and goods
  'activity_signTaskList',
  'activity_pcSignTaskList',
  'activityConfig_userTaskList',
  'activityConfig_getActivityUrl',
  'goods_goodsList',
  'goods_exchangeRecords',
]);

const POST_ONLY = 'This operation takes a POST with a JSON body';
const { operations } = loadContract();
const writes = operations.filter((op) => !READS.has(op.operationId));

describe('the list of reads', () => {
  it('classifies every operation declared GET as a read', () => {
    const unclassified = operations.filter((op) => op.method === 'get' && !READS.has(op.operationId));
    expect(unclassified.map((op) => op.operationId)).toEqual([]);
  });

  it('names only operations of the contract declared GET (no stale entries)', () => {
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    expect([...READS].filter((id) => byId.get(id)?.method !== 'get')).toEqual([]);
  });

  it('declares POST the writes WIRE.md lists as GET, saying why in their description', () => {
    const document = loadContract().document as { paths: Record<string, Record<string, { operationId: string; description?: string }>> };
    const noted = Object.values(document.paths)
      .flatMap((methods) => Object.entries(methods))
      .filter(([, op]) => op.description?.includes('WIRE.md lists this call as GET'));
    expect(noted.map(([method]) => method)).toEqual(noted.map(() => 'post'));
    expect(noted.map(([, op]) => op.operationId).sort()).toEqual(
      [
        'balance_applyForWithdrawal',
        'balance_conversionBalance',
        'bankCard_bind',
        'bankCard_bindAliPay',
        'barrage_send',
        'chargerules_payUrl',
        'live_endRoom',
        'live_startRoom',
        'liveStreaming_deleteReserveLive',
        'liveStreaming_setTitle',
        'liveStreaming_updateLive',
        'member_handselGift',
        'video_addView',
      ].sort(),
    );
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`writes refuse GET, forms and text on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let fan: { id: number; token: string };
    let anchor: { id: number; token: string };

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      fan = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data;
      anchor = (await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password)).data;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it(`answers GET on each of the ${writes.length} writes "${POST_ONLY}", logged in or not, in either controller case`, async () => {
      const wrong: string[] = [];
      for (const op of writes) {
        for (const url of [op.path, op.path.toLowerCase()]) {
          for (const token of [fan.token, undefined]) {
            const res = await call(
              arena,
              'GET',
              url,
              { id: '1', uid: String(anchor.id), gift_id: '1', anchor_id: String(anchor.id) },
              token,
            );
            if (res.code !== 1 || res.msg !== POST_ONLY)
              wrong.push(`${op.operationId} ${url} ${token ? 'user' : 'visitor'}: ${res.code} ${res.msg}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('refuses a form post or a text body on every write (no cross-site <form>, no no-preflight fetch)', async () => {
      const wrong: string[] = [];
      for (const op of writes) {
        for (const [type, payload] of [
          ['application/x-www-form-urlencoded', 'id=1&uid=2'],
          ['text/plain', '{"id":1,"uid":2}'],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n'],
        ] as const) {
          const res = await arena.app.inject({
            method: 'POST',
            url: op.path,
            payload,
            headers: { 'content-type': type, token: fan.token, lang: 'en' },
          });
          const body = res.json();
          if (res.statusCode !== 200 || body.code !== 1 || body.msg !== POST_ONLY)
            wrong.push(`${op.operationId} ${type}: ${res.statusCode} ${body.msg}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('answers GET on every read (they are not refused)', async () => {
      const refused: string[] = [];
      for (const op of operations.filter((o) => READS.has(o.operationId))) {
        const res = await call(arena, 'GET', op.path, undefined, fan.token);
        if (res.msg === POST_ONLY) refused.push(op.operationId);
      }
      expect(refused).toEqual([]);
    });

    it('moves no coins when a gift or a paid barrage comes by GET, with a valid session', async () => {
      const before = await balanceOf(arena.services.db, fan.id);
      const recordsBefore = (await arena.services.db.query<{ n: number }>('select count(*)::int as n from balance_records'))[0]!.n;
      for (const [url, query] of [
        ['/api/member/handselGift', { gift_id: '2', anchor_id: String(anchor.id) }],
        ['/api/Barrage/send', { uid: String(anchor.id), info: 'img', gift_id: '3' }],
      ] as const) {
        expect(await call(arena, 'GET', url, query, fan.token)).toMatchObject({ code: 1, msg: POST_ONLY });
        // The same fields in a POST's query string, with no JSON body, are not read either.
        const res = await arena.app.inject({
          method: 'POST',
          url: `${url}?${new URLSearchParams(query)}`,
          headers: { token: fan.token, lang: 'en' },
        });
        expect(res.json()).toMatchObject({ code: 1, msg: expect.stringMatching(/: is required$/) });
      }
      expect(await balanceOf(arena.services.db, fan.id)).toBe(before);
      const recordsAfter = (await arena.services.db.query<{ n: number }>('select count(*)::int as n from balance_records'))[0]!.n;
      expect(recordsAfter).toBe(recordsBefore);
      // And the same gift as a JSON POST does go through.
      expect(await call(arena, 'POST', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, fan.token)).toMatchObject({
        code: 0,
      });
      expect(await balanceOf(arena.services.db, fan.id)).toBeLessThan(before);
    });

    it('refuses a JSON body that is not an object', async () => {
      for (const payload of ['[1,2]', '"gift"', '7']) {
        const res = await arena.app.inject({
          method: 'POST',
          url: '/api/Live/endRoom',
          payload,
          headers: { 'content-type': 'application/json', token: anchor.token, lang: 'en' },
        });
        expect(res.json()).toMatchObject({ code: 1, msg: 'The request body must be a JSON object' });
      }
    });
  });
}
