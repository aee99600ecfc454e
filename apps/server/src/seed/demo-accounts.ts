/** Demo accounts: created on first start and re-created at any start if missing. The README lists them. */
export const DEMO_ACCOUNTS = [
  {
    mobile: '86-13800000001',
    password: 'arena123',
    nickname: '演示观众',
    role: 'viewer with 10,000 gold coins',
    balance: 10_000,
    isAnchor: false,
  },
  {
    mobile: '86-13800000002',
    password: 'arena123',
    nickname: '球场老王',
    role: 'anchor (streamer) with a live room',
    balance: 2_000,
    isAnchor: true,
  },
  {
    mobile: '86-13800000003',
    password: 'arena123',
    nickname: '第二位观众',
    role: 'viewer with 1,000 gold coins',
    balance: 1_000,
    isAnchor: false,
  },
  {
    mobile: '84-900000003',
    password: 'arena123',
    nickname: 'Người xem demo',
    role: 'viewer (Vietnam number) with 500 gold coins',
    balance: 500,
    isAnchor: false,
  },
] as const;
