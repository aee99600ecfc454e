import { describe, expect, it } from 'vitest';
import { emojis, NOW } from './fixtures';
import { groupContacts, initialOf, relativeKind, showsTime, tokenizeMessage, unreadLabel } from './format';

const secondsAgo = (s: number) => Math.floor(NOW / 1000) - s;

describe('relative time (spec §9)', () => {
  it('is just now under 60 s, then today, yesterday, the day before, a weekday within 168 h, else the date', () => {
    expect(relativeKind(secondsAgo(59), NOW)).toBe('justNow');
    expect(relativeKind(secondsAgo(61), NOW)).toBe('today');
    expect(relativeKind(secondsAgo(24 * 3600), NOW)).toBe('yesterday');
    expect(relativeKind(secondsAgo(48 * 3600), NOW)).toBe('dayBefore');
    expect(relativeKind(secondsAgo(5 * 24 * 3600), NOW)).toBe('weekday');
    expect(relativeKind(secondsAgo(168 * 3600 + 60), NOW)).toBe('date');
  });
});

describe('time separators (spec §4)', () => {
  it('shows the time for the first message and after 120 s or more', () => {
    expect(showsTime(undefined, { time: 10 })).toBe(true);
    expect(showsTime({ time: 10 }, { time: 129 })).toBe(false);
    expect(showsTime({ time: 10 }, { time: 130 })).toBe(true);
  });
});

describe('tokenizeMessage', () => {
  it('links only our own origin, keeps other addresses and markup as text, and finds emoji', () => {
    const parts = tokenizeMessage(
      '<b>hi</b>[微笑] https://arena.example/live?uid=2 and https://evil.example/x',
      emojis,
      'https://arena.example',
    );
    expect(parts).toEqual([
      { kind: 'text', text: '<b>hi</b>' },
      { kind: 'emoji', name: '[微笑]', url: emojis[0]!.url },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'https://arena.example/live?uid=2', href: 'https://arena.example/live?uid=2' },
      { kind: 'text', text: ' and https://evil.example/x' },
    ]);
  });
  it('links nothing without an origin', () => {
    expect(tokenizeMessage('https://arena.example/a', [], undefined)).toEqual([{ kind: 'text', text: 'https://arena.example/a' }]);
  });
});

describe('contacts grouped alphabetically (spec §3)', () => {
  it('uses the pinyin initial for Chinese, drops Vietnamese marks, puts others under #', () => {
    expect(initialOf('球场老王')).toBe('Q');
    expect(initialOf('阿强')).toBe('A');
    expect(initialOf('张三')).toBe('Z');
    expect(initialOf('Đặng Thu Thảo')).toBe('D');
    expect(initialOf('ước')).toBe('U');
    expect(initialOf('99号')).toBe('#');
  });
  it('orders the groups A–Z then #, and gives an empty nick the default nickname', () => {
    const groups = groupContacts(
      [
        { uid: 1, nick: '球场老王' },
        { uid: 2, nick: '' },
        { uid: 3, nick: 'Coach' },
        { uid: 4, nick: '99' },
        { uid: 5, nick: '阿强' },
      ],
      '用户昵称',
    );
    expect(groups.map((g) => g.letter)).toEqual(['A', 'C', 'Q', 'Y', '#']);
    expect(groups.find((g) => g.letter === 'Y')!.contacts[0]!.nick).toBe('用户昵称');
  });
});

it('caps unread counts at 99+', () => {
  expect(unreadLabel(99)).toBe('99');
  expect(unreadLabel(100)).toBe('99+');
});
