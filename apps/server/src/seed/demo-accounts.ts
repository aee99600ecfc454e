/** Demo accounts: created on first start and re-created at any start if missing. The README lists them. */
export const DEMO_ACCOUNTS = [
  {
    mobile: '86-13800000001',
    password: 'arena123',
    nickname: '演示观众',
    role: 'viewer with 10,000 gold coins',
    balance: 10_000,
    isAnchor: false,
    isOperator: false,
  },
  {
    mobile: '86-13800000002',
    password: 'arena123',
    nickname: '球场老王',
    role: 'anchor (streamer) with a live room',
    balance: 2_000,
    isAnchor: true,
    isOperator: false,
  },
  {
    mobile: '86-13800000003',
    password: 'arena123',
    nickname: '第二位观众',
    role: 'viewer with 1,000 gold coins',
    balance: 1_000,
    isAnchor: false,
    isOperator: false,
  },
  {
    mobile: '84-900000003',
    password: 'arena123',
    nickname: 'Người xem demo',
    role: 'viewer (Vietnam number) with 500 gold coins',
    balance: 500,
    isAnchor: false,
    isOperator: false,
  },
  {
    // Issue 14: reviews withdrawals (Operator/withdrawalList, Operator/reviewWithdrawal). Seeded after the
    // streamers, so the ids of the accounts above and of the rooms stay what they were.
    mobile: '86-13800000009',
    password: 'arena123',
    nickname: '运营审核员',
    role: 'operator: reviews withdrawals',
    balance: 0,
    isAnchor: false,
    isOperator: true,
  },
] as const;
