import { avatar } from '../live/fixtures';
import { NOW } from '../messaging/fixtures';
import type { ChatMessageView, ConversationSummary } from '../messaging/types';
import type { ApplicationForReview } from './ApplicationReview/ApplicationReview';
import type { WithdrawalForReview } from './WithdrawalReview/WithdrawalReview';

// Plain-data fixtures for the operator console's stories and tests: no network, a pinned clock (the
// messaging family's NOW), user text with markup that must stay text.
export { NOW };

const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;

export const withdrawalsForReview: WithdrawalForReview[] = [
  {
    id: 7,
    user_id: 1042,
    user_nickname: '球场老王',
    amount: 200,
    fee: 4,
    method: 'bank',
    addtime: at(3600),
    payee: { real_name: '王大锤', bank_name: '招商银行', card_number: '6225880212345678', branch: '深圳南山支行' },
  },
  {
    id: 8,
    user_id: 2077,
    user_nickname: '<b>Nguyễn</b>',
    amount: 150.5,
    fee: 3,
    method: 'alipay',
    addtime: at(600),
    payee: { real_name: 'Nguyễn Văn Hùng', account: 'hung@example.com' },
  },
];

export const applicationsForReview: ApplicationForReview[] = [
  {
    user_id: 3001,
    user_nickname: '解说小李',
    real_name: '李明',
    id_number: '110101199003078888',
    contact: '13800138000',
    id_photo_front: avatar('#4361ee'),
    id_photo_back: avatar('#ffc914'),
    experience: '三年足球解说 <i>经验</i>',
    invite: 'ARENA8',
    addtime: at(7200),
  },
  { user_id: 3002, user_nickname: '', real_name: 'Trần Thị Mai', id_number: '079190000123', contact: 'mai@example.com', addtime: at(300) },
];

export const kefuConversations: ConversationSummary[] = [
  {
    id: 'C2C1042',
    kind: 'user',
    name: '球场老王',
    avatar: avatar('#4361ee'),
    unread: 2,
    last: { kind: 'text', text: '提现什么时候到账？', time: at(40) },
  },
  {
    id: 'C2C2077',
    kind: 'user',
    name: 'Nguyễn Văn Hùng',
    unread: 0,
    last: { kind: 'text', text: 'Cảm ơn!', time: at(3 * 3600) },
  },
  {
    id: 'C2C3001',
    kind: 'user',
    name: '<b>解说小李</b>',
    unread: 0,
    last: { kind: 'text', text: '已为您处理，请查收', time: at(26 * 3600), fromMe: true },
  },
];

const user = { fromMe: false, nick: '球场老王', avatar: avatar('#4361ee') };
const service = { fromMe: true, nick: 'Arena 客服' };
export const kefuMessages: ChatMessageView[] = [
  { id: 'k1', ...user, time: at(2 * 3600), kind: 'text', text: '你好，我昨天申请了提现' },
  { id: 'k2', ...service, time: at(2 * 3600 - 60), kind: 'text', text: '您好，正在为您查询', state: 'read' },
  { id: 'k3', ...user, time: at(60), kind: 'text', text: '提现什么时候到账？' },
  { id: 'k4', ...user, time: at(40), kind: 'text', text: '<script>alert(1)</script> 麻烦快点' },
];
