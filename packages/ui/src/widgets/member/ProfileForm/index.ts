export { ProfileForm, type ProfileFormProps, type ProfileValue, type Sex, type StockAvatar, sexes } from './ProfileForm';
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarFileProblem,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  SIGNATURE_MAX_LENGTH,
} from './profileRules';
