import { describe, expect, it } from 'vitest';
import { parseIncoming } from '../src/index';

describe('parseIncoming (spec §4: text with braces or brackets is structured data)', () => {
  it('names a push by data.type and keeps its code', () => {
    const frame = { code: 100, data: { type: 'football_match', id: 3, home_score: 1 } };
    expect(parseIncoming(JSON.stringify(frame))).toEqual({ code: 100, name: 'football_match', data: frame.data, raw: frame });
  });

  it('names a frame by its own type when data has none, and a bare code by the code', () => {
    expect(parseIncoming('{"type":"liveKickout","data":{"uid":5}}')).toMatchObject({ name: 'liveKickout', data: { uid: 5 } });
    expect(parseIncoming('{"code":101}')).toMatchObject({ code: 101, name: '101' });
  });

  it('keeps text without braces, and braces that are not JSON, as text', () => {
    expect(parseIncoming('pong')).toEqual({ code: undefined, name: 'text', data: 'pong', raw: 'pong' });
    expect(parseIncoming('{oops')).toMatchObject({ name: 'text', data: '{oops' });
    expect(parseIncoming('[1,2]')).toMatchObject({ name: 'message', data: [1, 2] });
  });
});
