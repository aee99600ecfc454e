// Plain-data fixtures for the anchor-centre widgets' stories and tests: no network, no clock.
const picture = (fill: string, label: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="${fill}"/><rect x="20" y="40" width="90" height="100" rx="8" fill="#fff" opacity=".8"/><rect x="130" y="60" width="160" height="14" fill="#fff"/><rect x="130" y="90" width="120" height="14" fill="#fff"/><text x="20" y="170" font-size="14" fill="#fff">${label}</text></svg>`,
  )}`;

export const photoFrontFixture = picture('#2e86ab', 'front');
export const photoBackFixture = picture('#1b998b', 'back');
export const coverFixture = picture('#e4572e', 'cover');

/** An uploader that reports 40 % and stays there until released (for the in-progress state). */
export const stalledUpload = () => (_file: File, onProgress: (f: number) => void) => {
  onProgress(0.4);
  return new Promise<string>(() => undefined);
};
/** An uploader that goes 50 %, 100 % and answers the given URL. */
export const quickUpload =
  (url: string) =>
  async (_file: File, onProgress: (f: number) => void): Promise<string> => {
    onProgress(0.5);
    onProgress(1);
    return url;
  };

export const pngFile = (name = 'id.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

export const ingestFixture = { pushUrl: 'rtmp://live.arena.test:1935/live', streamKey: 'sk_4f9c2e17a0b84d6e9f31' };

export const roomFixture = {
  title: '中超第 28 轮 上海申花 vs 北京国安 解说',
  type: 0 as const,
  matchId: 1024,
  thumb: coverFixture,
  announcement: '今晚八点开播，欢迎来聊球！',
};

// 2026-11-22 and earlier, fixed so screenshots do not move.
export const recordsFixture = [
  {
    id: 3,
    title: '中超第 28 轮 上海申花 vs 北京国安',
    starttime: 1_795_347_000,
    endtime: 0,
    duration: 1_250,
    peakViewers: 312,
    giftIncome: 58.5,
  },
  {
    id: 2,
    title: 'NBA 湖人 vs 勇士 赛后复盘',
    starttime: 1_795_200_000,
    endtime: 1_795_208_100,
    duration: 8_100,
    peakViewers: 1_204,
    giftIncome: 460,
  },
  { id: 1, title: '周末英超前瞻', starttime: 1_795_000_000, endtime: 1_795_002_730, duration: 2_730, peakViewers: 45, giftIncome: 0 },
];
export const incomeByDayFixture = [
  { period: '2026-11-22', amount: 58.5, gifts: 12 },
  { period: '2026-11-21', amount: 460, gifts: 87 },
  { period: '2026-11-19', amount: 12, gifts: 3 },
];
export const incomeByWeekFixture = [
  { period: '2026-11-16', amount: 530.5, gifts: 102 },
  { period: '2026-11-09', amount: 96, gifts: 20 },
];
export const contributorsFixture = [
  { uid: 11, nickname: '铁杆球迷', total: 300 },
  { uid: 12, nickname: 'Nguyễn Văn An', total: 120.5 },
  { uid: 13, nickname: '<b>不是 HTML</b>', total: 38 },
];
