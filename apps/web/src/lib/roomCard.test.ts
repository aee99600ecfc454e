import type { LiveRoom } from '@arena/api-client';
import { describe, expect, it } from 'vitest';
import { matchLine, roomCard } from './roomCard';

const room = (over: Partial<LiveRoom> = {}): LiveRoom =>
  ({ id: 1, uid: 8, islive: 1, title: '英超直播', thumb: '/static/cover/8.svg', user_nickname: '老王', heat: 1200, ...over }) as LiveRoom;

describe('roomCard', () => {
  it('shows the live frame while the room has one, else the cover (issue 15)', () => {
    const snapshot = { url: '/hls/8/snapshot.webp?v=1764000000', width: 320, height: 180, at: 1764000000 };
    expect(roomCard(room({ snapshot })).thumb).toBe(snapshot.url);
    expect(roomCard(room({ snapshot: null })).thumb).toBe('/static/cover/8.svg');
    expect(roomCard(room()).thumb).toBe('/static/cover/8.svg');
  });

  it('reads the bound match as a score line, or the fixture before kick-off', () => {
    expect(matchLine(room({ home_name: '曼城', away_name: '阿森纳', home_score: 2, away_score: 1 }))).toBe('曼城 2 - 1 阿森纳');
    expect(matchLine(room({ home_name: '曼城', away_name: '阿森纳' }))).toBe('曼城 - 阿森纳');
    expect(matchLine(room())).toBeNull();
    expect(roomCard(room(), 'T1 1 - 0 BLG · BO3')).toMatchObject({ uid: 8, streamer: '老王', heat: 1200, match: 'T1 1 - 0 BLG · BO3' });
  });
});
