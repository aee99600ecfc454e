// Plain-data fixtures for the member widgets' stories and tests: no network, no clock.
const face = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>`,
  )}`;

export const stockAvatarsFixture = ['#e4572e', '#29bf12', '#1b998b', '#ffc914', '#2e86ab', '#a23b72'].map((fill, i) => ({
  id: i + 1,
  url: face(fill),
}));

export const profileFixture = {
  nickname: '演示观众',
  avatar: stockAvatarsFixture[0]!.url,
  signature: '主队必胜！<b>不是 HTML</b>',
  sex: 1 as const,
};

// 2026-11-22 12:00 UTC and earlier, fixed so screenshots do not move.
export const sessionsFixture = [
  {
    id: 41,
    device: 'desktop' as const,
    os: 'Windows 10',
    browser: 'Chrome 120',
    created_at: 1_795_348_800,
    last_seen_at: 1_795_352_400,
    current: true,
  },
  {
    id: 40,
    device: 'mobile' as const,
    os: 'iOS 17.1',
    browser: 'Safari 17',
    created_at: 1_795_262_400,
    last_seen_at: 1_795_340_000,
    current: false,
  },
  { id: 37, device: 'unknown' as const, os: '', browser: '', created_at: 1_795_100_000, last_seen_at: 1_795_100_000, current: false },
];

// Followed streamers (User/attentionList): one live, one offline without a room title, one whose
// nickname looks like markup (shown as text).
export const followsFixture = [
  { uid: 101, nickname: '球评小王', avatar: stockAvatarsFixture[1]!.url, live: true, title: '英超 曼城 vs 阿森纳 解说', fans: 12_840 },
  { uid: 102, nickname: 'Coach Lee', avatar: stockAvatarsFixture[2]!.url, live: false, title: '', fans: 356 },
  { uid: 103, nickname: '<i>篮球</i>老张', avatar: stockAvatarsFixture[3]!.url, live: false, title: 'NBA 复盘', fans: 0 },
];

// "My space" lists (issue 14): collected matches, reserved live matches, horns in each review state.
export const spaceFixtures = {
  collected: [
    { id: 1, title: '曼城 vs 阿森纳', detail: '英超 · 2026-11-22 20:00' },
    { id: 2, title: 'Lakers vs Celtics', detail: 'NBA · 2026-11-23 08:30' },
  ],
  reserved: [{ id: 7, title: '皇马 vs 巴萨', detail: '西甲 · 2026-11-24 03:00' }],
  horns: [
    { id: 11, title: '今晚曼城必胜！', detail: '2026-11-22 12:00', review: 'pending' as const },
    { id: 12, title: 'Go Lakers <b>go</b>', detail: '2026-11-21 18:30', review: 'approved' as const },
    { id: 13, title: '加我好友领红包', detail: '2026-11-20 09:15', review: 'rejected' as const },
  ],
  giftsReceived: [
    { id: 21, title: '1,000 金币', detail: '收到礼物 · 2026-11-22 12:00' },
    { id: 22, title: '20 金币', detail: '收到礼物 · 2026-11-21 18:30' },
  ],
};

// The security page (issue 14): Member/securityInfo's masked number, with and without a payment password.
export const securityInfoFixture = { mobile: '86-*******0003', hasPaymentPassword: false };
