// The profile's rules (issue 14), the same as Member/updateInfo's contract and handler: a nickname of
// 1–20 characters as a person counts them (an emoji is one), trimmed, one line with no control or
// text-direction characters; a signature of at most 100 characters.

export const NICKNAME_MAX_LENGTH = 20;
export const SIGNATURE_MAX_LENGTH = 100;
/** Spec §5 (live cover, the same store): png or jpg under 5M. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

export type NicknameProblem = 'nicknameRequired' | 'nicknameTooLong' | 'nicknameControl';

const length = (s: string) => [...s].length;

export function nicknameProblem(raw: string): NicknameProblem | null {
  const nickname = raw.trim();
  if (!nickname) return 'nicknameRequired';
  if (length(raw) > NICKNAME_MAX_LENGTH) return 'nicknameTooLong';
  if (/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(nickname)) return 'nicknameControl';
  return null;
}

export const signatureTooLong = (s: string) => length(s) > SIGNATURE_MAX_LENGTH;

export type AvatarProblem = 'uploadType' | 'uploadSize';

export function avatarFileProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'uploadType';
  if (file.size >= AVATAR_MAX_BYTES) return 'uploadSize';
  return null;
}
