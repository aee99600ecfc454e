// Plain-data fixtures for the live widgets' stories: no network, no clock, no randomness.
const svg = (body: string, w = 64, h = 64) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;
const icon = (fill: string, shape = 'circle') =>
  svg(
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="26" fill="${fill}"/>`
      : `<rect x="10" y="10" width="44" height="44" rx="8" fill="${fill}"/>`,
  );

export const giftsFixture = [
  { id: 1, name: '点赞', icon: icon('#e4572e'), price: 1 },
  { id: 2, name: '荧光棒', icon: icon('#29bf12', 'rect'), price: 10 },
  { id: 3, name: '足球', icon: icon('#333'), price: 20 },
  { id: 5, name: '奖杯', icon: icon('#ffc914', 'rect'), price: 100 },
  { id: 7, name: '跑车', icon: icon('#d7263d', 'rect'), price: 1314, type: 1 },
  { id: 8, name: '火箭', icon: icon('#1b998b'), price: 5200, type: 1 },
];
export const backpackFixture = [
  { giftId: 2, name: '荧光棒', icon: icon('#29bf12', 'rect'), num: 12 },
  { giftId: 3, name: '足球', icon: icon('#333'), num: 1 },
];
export const emojiFixture = [
  {
    emojiName: '[微笑]',
    url: svg('<circle cx="10" cy="10" r="9" fill="#ffcc4d"/><path d="M5 12 q5 5 10 0" stroke="#664500" fill="none"/>', 20, 20),
  },
  { emojiName: '[666]', url: svg('<rect width="20" height="20" rx="4" fill="#e4572e"/>', 20, 20) },
];
export const thumb = (hue: number) =>
  svg(
    `<rect width="320" height="180" fill="hsl(${hue},55%,45%)"/><rect x="120" y="60" width="80" height="60" fill="rgba(255,255,255,0.35)"/>`,
    320,
    180,
  );
export const avatar = (fill: string) => svg(`<circle cx="32" cy="32" r="32" fill="${fill}"/>`);
export const rankFixture = [
  { uid: 11, name: '铁杆球迷阿强', avatar: avatar('#4361ee'), amount: 13140, guard: true },
  { uid: 12, name: 'Nguyễn Văn Hùng', avatar: avatar('#f72585'), amount: 5200 },
  { uid: 13, name: 'LongNameSupporterOfTheHomeTeam2026', amount: 520 },
  { uid: 14, name: '小白', amount: 10 },
];
export const roomsFixture = [
  {
    uid: 2,
    title: '英超焦点战 全场解说',
    thumb: thumb(210),
    streamer: '球场老王',
    avatar: avatar('#3a86ff'),
    heat: 128_400,
    match: '天津津门虎 1 - 0 上海申花',
  },
  { uid: 3, title: 'NBA 今日焦点', thumb: thumb(20), streamer: '篮球小李', heat: 99_120, match: null },
  {
    uid: 6,
    title: 'V.League trực tiếp: Hà Nội FC gặp Hoàng Anh Gia Lai, bình luận tiếng Việt',
    thumb: thumb(120),
    streamer: 'Bình luận viên Minh',
    heat: 5_320,
    match: 'Hà Nội 2 - 2 HAGL',
  },
];
export const danmakuFixture = [
  '好球！',
  '这脚射门漂亮',
  'What a goal',
  'Vào rồi!!!',
  '[微笑]',
  '主队加油',
  '裁判呢？',
  '666',
  '好球！',
  '好球！',
  'GG',
  '防守太松了',
  '好球！',
  'Hay quá',
  '这波配合可以',
  '666',
  '666',
  '下半场加油',
  'replay please',
  '好球！',
  '门将神扑',
  '越位了吧',
  '好球！',
  '冲冲冲',
].map((text, i) => ({ id: `d${i}`, text, color: i % 7 === 3 ? '#ffd166' : undefined }));
