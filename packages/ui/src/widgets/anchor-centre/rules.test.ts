import { describe, expect, it } from 'vitest';
import { applicationProblems, charCount, firstProblem, imageFileProblem, maskKey, matchIdOf, titleProblem } from './rules';

const valid = {
  realName: '张三',
  idNumber: '11010519491231002X',
  contact: 'wechat: zhangsan',
  photoFront: '/uploads/a.png',
  photoBack: '/uploads/b.png',
  experience: '我做过两年足球解说，熟悉中超和英超比赛。',
  invite: '',
  code: '123456',
};

describe('anchor-centre rules', () => {
  it('accepts a complete application', () => {
    expect(applicationProblems(valid)).toEqual({});
  });
  it('needs an experience answer of at least 15 characters, counted as a person counts them', () => {
    expect(applicationProblems({ ...valid, experience: '一二三四五六七八九十一二三四' }).experience).toBe('experienceShort');
    expect(applicationProblems({ ...valid, experience: '一二三四五六七八九十一二三四五' }).experience).toBeUndefined();
    expect(charCount('⚽⚽')).toBe(2);
    expect(applicationProblems({ ...valid, experience: `${' '.repeat(20)}short` }).experience).toBe('experienceShort');
  });
  it('names each missing or wrong field, in the form order', () => {
    const p = applicationProblems({ ...valid, realName: ' ', idNumber: '12-34', photoBack: '', code: '12' });
    expect(p).toEqual({ realName: 'required', idNumber: 'idNumberInvalid', photoBack: 'photoRequired', code: 'codeInvalid' });
    expect(firstProblem(p)).toBe('realName');
    expect(applicationProblems({ ...valid, invite: 'x'.repeat(33) }).invite).toBe('tooLong');
  });
  it('takes png or jpg under 5M only', () => {
    expect(imageFileProblem({ type: 'image/png', size: 100 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 100 })).toBe('type');
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('size');
  });
  it('reads titles, match ids and masks keys', () => {
    expect(titleProblem('  ')).toBe('titleRequired');
    expect(titleProblem('x'.repeat(41))).toBe('titleTooLong');
    expect(matchIdOf('')).toBeUndefined();
    expect(matchIdOf('42')).toBe(42);
    expect(matchIdOf('4.2')).toBeNull();
    expect(maskKey('abcdef')).toBe('••••••');
  });
});
