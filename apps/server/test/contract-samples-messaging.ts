import type { ArenaApp } from '../src/app';
import type { Sample } from './contract-samples';
import { call } from './helpers';
import { person } from './messaging-helpers';

// The contract test's sample calls of messaging (issue 16), on fresh users so the demo accounts keep
// their conversations as they were.

async function operatorToken(arena: ArenaApp): Promise<string> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where is_operator order by id limit 1');
  return arena.services.accounts.createSession(row!.id);
}

/** A group of a fresh owner with a fresh member: the owner's token and the group id. */
async function group(arena: ArenaApp, type: 'Work' | 'Public' = 'Work') {
  const [owner, member] = [await person(arena, '样例群主'), await person(arena, '样例成员')];
  const res = await call(arena, 'POST', '/api/Group/addgroup', { name: '样例群', type, uids: String(member.id) }, owner.token);
  return { owner, member, groupId: res.data.group_id as string };
}

/** A fresh user who wrote to customer service, and the service account's id. */
async function kefuWriter(arena: ArenaApp) {
  const user = await person(arena, '样例求助');
  const kefu = (await call(arena, 'POST', '/api/user/getKefuInfo', {}, user.token)).data;
  await call(arena, 'POST', '/api/Group/saveMsg', { to: String(kefu.id), type: 'text', content: '你好' }, user.token);
  return user.id;
}

/** A notice of a fresh user (a level-up, as the ledger writes it) and the user. */
async function noticeOwner(arena: ArenaApp) {
  const user = await person(arena, '样例通知');
  await arena.services.db.query("insert into notices (user_id, type, params, created_at) values ($1, 'level', '{\"level\":2}', now())", [
    user.id,
  ]);
  return user;
}

export const messagingSamples: Record<string, Sample> = {
  group_addgroup: async (arena) => ({
    method: 'POST',
    url: '/api/Group/addgroup',
    payload: { name: '周末球局', uids: String((await person(arena, '受邀')).id) },
    token: (await person(arena, '建群')).token,
  }),
  group_addGroupUser: async (arena) => {
    const g = await group(arena);
    return {
      method: 'POST',
      url: '/api/Group/addGroupUser',
      payload: { group_id: g.groupId, uids: String((await person(arena, '新成员')).id) },
      token: g.owner.token,
    };
  },
  group_joinGroup: async (arena) => {
    const g = await group(arena, 'Public');
    return { method: 'POST', url: '/api/Group/joinGroup', payload: { group_id: g.groupId }, token: (await person(arena, '加入者')).token };
  },
  group_quitGroup: async (arena) => {
    const g = await group(arena);
    return { method: 'POST', url: '/api/Group/quitGroup', payload: { group_id: g.groupId }, token: g.member.token };
  },
  group_destroyGroupNew: async (arena) => {
    const g = await group(arena);
    return { method: 'POST', url: '/api/Group/destroyGroupNew', payload: { group_id: g.groupId }, token: g.owner.token };
  },
  group_groupInfo: async (arena) => {
    const g = await group(arena);
    return { method: 'GET', url: '/api/Group/groupInfo', payload: { group_id: g.groupId }, token: g.member.token };
  },
  group_myGroups: async (arena) => ({ method: 'GET', url: '/api/Group/myGroups', token: (await group(arena)).member.token }),
  group_getRecommendGroupList: async (arena) => {
    await group(arena, 'Public');
    return {
      method: 'POST',
      url: '/api/Group/getRecommendGroupList',
      payload: { page: 1, limit: 20 },
      token: (await person(arena, '看群')).token,
    };
  },
  group_getRecommendUserList: async (_arena, token) => ({
    method: 'POST',
    url: '/api/Group/getRecommendUserList',
    payload: { limit: 5 },
    token,
  }),
  group_addressBook: async (_arena, token) => ({ method: 'POST', url: '/api/Group/addressBook', token }),
  group_crossCorrelation: async (arena) => {
    const g = await group(arena);
    return { method: 'POST', url: '/api/Group/crossCorrelation', payload: { touid: g.member.id }, token: g.owner.token };
  },
  group_saveMsg: async (arena) => {
    const g = await group(arena);
    return {
      method: 'POST',
      url: '/api/Group/saveMsg',
      payload: { to: g.groupId, type: 'text', content: '经腾讯发送' },
      token: g.member.token,
    };
  },
  im_block: async (arena) => ({
    method: 'POST',
    url: '/api/Im/block',
    payload: { touid: (await person(arena, '被拉黑')).id },
    token: (await person(arena, '拉黑者')).token,
  }),
  im_unblock: async (arena) => {
    const [me, them] = [await person(arena, '解除者'), await person(arena, '被解除')];
    await call(arena, 'POST', '/api/Im/block', { touid: them.id }, me.token);
    return { method: 'POST', url: '/api/Im/unblock', payload: { touid: them.id }, token: me.token };
  },
  im_blockList: async (arena) => {
    const [me, them] = [await person(arena, '名单主'), await person(arena, '名单上')];
    await call(arena, 'POST', '/api/Im/block', { touid: them.id }, me.token);
    return { method: 'GET', url: '/api/Im/blockList', payload: { page: 1, limit: 20 }, token: me.token };
  },
  push_getList: async (arena) => ({
    method: 'GET',
    url: '/api/Push/getList',
    payload: { page: 1, limit: 20 },
    token: (await noticeOwner(arena)).token,
  }),
  push_read: async (arena) => ({ method: 'POST', url: '/api/Push/read', payload: {}, token: (await noticeOwner(arena)).token }),
  operator_kefuConversations: async (arena) => {
    await kefuWriter(arena);
    return { method: 'GET', url: '/api/Operator/kefuConversations', payload: { page: 1, limit: 20 }, token: await operatorToken(arena) };
  },
  operator_kefuMessages: async (arena) => ({
    method: 'GET',
    url: '/api/Operator/kefuMessages',
    payload: { uid: await kefuWriter(arena) },
    token: await operatorToken(arena),
  }),
  operator_kefuRead: async (arena) => ({
    method: 'POST',
    url: '/api/Operator/kefuRead',
    payload: { uid: await kefuWriter(arena) },
    token: await operatorToken(arena),
  }),
  operator_kefuReply: async (arena) => ({
    method: 'POST',
    url: '/api/Operator/kefuReply',
    payload: { uid: await kefuWriter(arena), text: '您好，请问有什么可以帮您' },
    token: await operatorToken(arena),
  }),
};
