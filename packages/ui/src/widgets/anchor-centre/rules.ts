// The anchor centre's rules, the same as the contract and the server's handlers: the streamer
// application (spec §5: real name, ID number and contact required, inviter optional, the experience
// answer at least 15 characters, an SMS code of 6), the room's title (1–40), the announcement (spec §5:
// no more than 50 characters) and the cover / ID photos (png or jpg under 5M). Lengths count characters
// as a person does (an emoji is one).

export const EXPERIENCE_MIN_LENGTH = 15;
export const EXPERIENCE_MAX_LENGTH = 500;
export const REAL_NAME_MAX_LENGTH = 30;
export const CONTACT_MAX_LENGTH = 50;
export const INVITE_MAX_LENGTH = 32;
export const TITLE_MAX_LENGTH = 40;
export const ANNOUNCEMENT_MAX_LENGTH = 50;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const charCount = (s: string) => [...s].length;

export type ImageProblem = 'type' | 'size';
export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size >= IMAGE_MAX_BYTES) return 'size';
  return null;
}

export interface ApplicationValues {
  realName: string;
  idNumber: string;
  contact: string;
  photoFront: string;
  photoBack: string;
  experience: string;
  invite: string;
  code: string;
}
export type ApplicationField = keyof ApplicationValues;
export type ApplicationProblem = 'required' | 'tooLong' | 'idNumberInvalid' | 'photoRequired' | 'experienceShort' | 'codeInvalid';
export type ApplicationProblems = Partial<Record<ApplicationField, ApplicationProblem>>;

/** The fields in the form's order: focus goes to the first with a problem. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'realName',
  'idNumber',
  'contact',
  'photoFront',
  'photoBack',
  'experience',
  'invite',
  'code',
];

export function applicationProblems(v: ApplicationValues): ApplicationProblems {
  const p: ApplicationProblems = {};
  const name = v.realName.trim();
  if (!name) p.realName = 'required';
  else if (charCount(name) > REAL_NAME_MAX_LENGTH) p.realName = 'tooLong';
  if (!v.idNumber.trim()) p.idNumber = 'required';
  else if (!/^[0-9A-Za-z]{6,20}$/.test(v.idNumber.trim())) p.idNumber = 'idNumberInvalid';
  const contact = v.contact.trim();
  if (!contact) p.contact = 'required';
  else if (charCount(contact) > CONTACT_MAX_LENGTH) p.contact = 'tooLong';
  if (!v.photoFront) p.photoFront = 'photoRequired';
  if (!v.photoBack) p.photoBack = 'photoRequired';
  const experience = charCount(v.experience.trim());
  if (experience < EXPERIENCE_MIN_LENGTH) p.experience = 'experienceShort';
  else if (experience > EXPERIENCE_MAX_LENGTH) p.experience = 'tooLong';
  if (charCount(v.invite.trim()) > INVITE_MAX_LENGTH) p.invite = 'tooLong';
  if (!/^\d{6}$/.test(v.code)) p.code = 'codeInvalid';
  return p;
}

export const firstProblem = (p: ApplicationProblems) => APPLICATION_FIELDS.find((f) => p[f]);

export type TitleProblem = 'titleRequired' | 'titleTooLong';
export function titleProblem(title: string): TitleProblem | null {
  if (!title.trim()) return 'titleRequired';
  if (charCount(title.trim()) > TITLE_MAX_LENGTH) return 'titleTooLong';
  return null;
}

export const announcementTooLong = (s: string) => charCount(s.trim()) > ANNOUNCEMENT_MAX_LENGTH;

/** A match id as typed: empty is none (undefined), a positive whole number is the id, anything else null (invalid). */
export function matchIdOf(raw: string): number | undefined | null {
  const s = raw.trim();
  if (!s) return undefined;
  return /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null;
}

/** A stream key shown hidden: its length kept, every character a dot. */
export const maskKey = (key: string) => '•'.repeat(Math.min(key.length, 24));
