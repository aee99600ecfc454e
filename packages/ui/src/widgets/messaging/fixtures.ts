import { avatar, emojiFixture } from '../live/fixtures';
import type { ChatMessageView, Contact, ConversationSummary, GroupSummary, SystemNotice } from './types';

// Plain-data fixtures for the messaging stories: no network, and a pinned clock. NOW is a local time,
// so the clock shown in a story reads the same in every time zone.
export const NOW = new Date(2026, 10, 25, 14, 30, 0).getTime();
const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;
const HOUR = 3600;
const DAY = 86_400;

export const emojis = emojiFixture;

export const conversationsFixture: ConversationSummary[] = [
  {
    id: 'C2C2',
    kind: 'user',
    name: '球场老王',
    avatar: avatar('#4361ee'),
    unread: 3,
    last: { kind: 'text', text: '今晚八点开播[微笑]', time: at(20) },
  },
  {
    id: 'C2C9',
    kind: 'user',
    name: 'Arena 客服',
    unread: 0,
    service: true,
    last: { kind: 'text', text: '您好，请问有什么可以帮您？', time: at(2 * HOUR), fromMe: false },
  },
  {
    id: 'GROUPg1',
    kind: 'group',
    name: '英超夜猫子',
    avatar: avatar('#f72585'),
    unread: 120,
    last: { kind: 'image', time: at(DAY + HOUR) },
  },
  {
    id: 'C2C4',
    kind: 'user',
    name: 'Nguyễn Văn Hùng',
    unread: 0,
    last: { kind: 'text', text: 'Hẹn gặp lại!', time: at(2 * DAY + HOUR), fromMe: true },
  },
  {
    id: 'C2C5',
    kind: 'user',
    name: '<b>篮球</b>老张',
    unread: 1,
    last: { kind: 'text', text: '<img src=x onerror=alert(1)>', time: at(4 * DAY) },
  },
  { id: 'C2C6', kind: 'user', name: '', unread: 0, last: { kind: 'text', text: 'https://evil.example/phish', time: at(10 * DAY) } },
  { id: 'C2C7', kind: 'user', name: 'AVeryLongNicknameOfAFootballSupporterWhoNeverStops', unread: 0 },
];

/** A thousand conversations, for the list's cost in stories and the bench. */
export const manyConversations = (count: number): ConversationSummary[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `C2C${1000 + i}`,
    kind: 'user' as const,
    name: `球迷 ${i + 1}`,
    unread: i % 7 === 0 ? (i % 13) + 1 : 0,
    last: { kind: 'text' as const, text: `第 ${i + 1} 条消息`, time: at(i * 600) },
  }));

const me = { fromMe: true, nick: '我', avatar: avatar('#29bf12') };
const wang = { fromMe: false, nick: '球场老王', avatar: avatar('#4361ee') };
export const messagesFixture: ChatMessageView[] = [
  { id: 'm1', ...wang, time: at(DAY + 2 * HOUR), kind: 'text', text: '在吗？今晚曼城对阿森纳' },
  { id: 'm2', ...me, time: at(DAY + 2 * HOUR - 30), kind: 'text', text: '在的，几点开播？', state: 'read' },
  { id: 'm3', ...wang, time: at(3 * HOUR), kind: 'text', text: '八点，直播间见[微笑][666]\n记得点关注' },
  {
    id: 'm4',
    ...wang,
    time: at(3 * HOUR - 20),
    kind: 'image',
    image: { url: avatar('#ffc914'), width: 320, height: 180 },
  },
  {
    id: 'm5',
    ...wang,
    time: at(3 * HOUR - 10),
    kind: 'text',
    text: '房间地址 https://arena.example/live?uid=2 ，别点 https://evil.example/x',
  },
  { id: 'm6', ...me, time: at(90), kind: 'text', text: '<b>好的</b> 一定到', state: 'delivered' },
  { id: 'm7', ...me, time: at(30), kind: 'text', text: '顺便问下有回放吗', state: 'sending' },
];
export const failedMessage: ChatMessageView = {
  id: 'm8',
  ...me,
  time: at(5),
  kind: 'text',
  text: '再发一条',
  state: 'failed',
  error: '发送太频繁，请 12 秒后再试',
};

/** A long history: `count` messages a minute apart, oldest first. */
export const historyFixture = (count: number, from = 0): ChatMessageView[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i + 1;
    const mine = n % 3 === 0;
    return {
      id: `h${n}`,
      ...(mine ? me : wang),
      time: at((200 - n) * 60),
      kind: 'text' as const,
      text: `第 ${n} 条消息`,
      state: mine ? ('read' as const) : undefined,
    };
  });

export const contactsFixture: Contact[] = [
  { uid: 2, nick: '球场老王', avatar: avatar('#4361ee') },
  { uid: 3, nick: '阿强' },
  { uid: 4, nick: 'Nguyễn Văn Hùng' },
  { uid: 5, nick: 'Đặng Thu Thảo' },
  { uid: 6, nick: 'Coach Lee' },
  { uid: 7, nick: '' },
  { uid: 8, nick: '99号球迷' },
  { uid: 9, nick: '<i>张</i>三' },
];
export const recommendedUsersFixture: Contact[] = [
  { uid: 11, nick: '解说小马', avatar: avatar('#f72585') },
  { uid: 12, nick: 'Trần Minh' },
];
export const recommendedGroupsFixture: GroupSummary[] = [
  { id: 'g3', name: '西甲讨论组', members: 86 },
  { id: 'g4', name: 'NBA 深夜档', avatar: avatar('#1b998b'), members: 1 },
];

export const noticesFixture: SystemNotice[] = [
  { id: 4, title: '喇叭审核通过', content: '您的喇叭「今晚八点英超直播」已通过审核，已发送到所有直播间。', time: at(40), read: false },
  { id: 3, title: '提现已到账', content: '您申请的 100 金币提现已打款，到账 98 元。', time: at(5 * HOUR), read: false },
  { id: 2, title: '主播申请未通过', content: '身份证照片不清晰，请重新上传后再提交。', time: at(3 * DAY), read: true },
  { id: 1, title: 'Level up', content: 'Chúc mừng! Bạn đã lên cấp 10.', time: at(20 * DAY), read: true },
];
