import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import * as styles from './ProfileForm.css';
import {
  AVATAR_TYPES,
  type AvatarProblem,
  avatarFileProblem,
  NICKNAME_MAX_LENGTH,
  type NicknameProblem,
  nicknameProblem,
  SIGNATURE_MAX_LENGTH,
  signatureTooLong,
} from './profileRules';

export const sexes = [0, 1, 2] as const;
/** 0 not shown, 1 male, 2 female (the User object's `sex`). */
export type Sex = (typeof sexes)[number];

export interface ProfileValue {
  nickname: string;
  /** Absolute URL of the avatar. */
  avatar: string;
  signature: string;
  sex: Sex;
}

export interface StockAvatar {
  id: number;
  url: string;
}

export interface ProfileFormProps {
  /** The saved profile; null while loading. */
  profile: ProfileValue | null;
  /** Stock avatars to pick from (user/avatarList); null or empty hides the list. */
  avatars: readonly StockAvatar[] | null;
  /** Saves the profile; rejects with the message to show (the server's code-1 message). */
  onSave: (profile: ProfileValue) => Promise<void>;
  /** Uploads an image already checked for type and size; resolves to its URL, rejects with a message. */
  onUpload: (file: File) => Promise<string>;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;

/**
 * The personal centre's profile (issue 14): nickname, avatar (upload or a stock one), signature and
 * sex, checked by the same rules as the server before it is sent. Every field's error is its
 * description (aria-describedby); the outcome of saving is announced. User text stays text.
 */
export function ProfileForm({ profile, avatars, onSave, onUpload }: ProfileFormProps) {
  const t = useMessages('ui.member.profile');
  const id = useId();
  const [draft, setDraft] = useState<ProfileValue | null>(profile);
  const [nicknameError, setNicknameError] = useState<NicknameProblem | null>(null);
  const [signatureError, setSignatureError] = useState(false);
  const [avatarError, setAvatarError] = useState<AvatarProblem | string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  // A newly loaded (or saved) profile replaces the draft.
  useEffect(() => setDraft(profile), [profile]);

  if (!profile || !draft) {
    return (
      <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy="true">
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('title')}
        </h2>
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <div className={styles.skeleton} aria-hidden="true" />
      </section>
    );
  }

  const change = (patch: Partial<ProfileValue>) => {
    setDraft({ ...draft, ...patch });
    setStatus(null);
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploaded(false);
    const problem = avatarFileProblem(file);
    setAvatarError(problem);
    if (problem) return;
    setUploading(true);
    try {
      change({ avatar: await onUpload(file) });
      setUploaded(true);
    } catch (err) {
      setAvatarError(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const nick = nicknameProblem(draft.nickname);
    const sig = signatureTooLong(draft.signature);
    setNicknameError(nick);
    setSignatureError(sig);
    if (nick || sig) {
      setStatus({ tone: 'error', text: t('fixErrors') });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      await onSave({ ...draft, nickname: draft.nickname.trim() });
      setUploaded(false);
      setStatus({ tone: 'ok', text: t('saved') });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  };

  const avatarMessage =
    avatarError === 'uploadType' || avatarError === 'uploadSize' ? t(avatarError) : (avatarError ?? (uploaded ? t('uploaded') : null));

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('avatar')}</legend>
          <div className={styles.row}>
            <Avatar name={t('avatarCurrent')} src={draft.avatar} size="xlarge" />
            <div>
              <input
                id={`${id}-file`}
                className={styles.fileInput}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                onChange={upload}
                disabled={uploading || saving}
                aria-describedby={`${id}-file-hint ${id}-file-msg`}
                aria-invalid={avatarError ? true : undefined}
              />
              <label htmlFor={`${id}-file`} className={styles.uploadButton} data-busy={uploading || undefined}>
                {uploading ? t('uploading') : t('upload')}
              </label>
              <p id={`${id}-file-hint`} className={styles.muted}>
                {t('uploadHint')}
              </p>
              <p id={`${id}-file-msg`} className={avatarError ? styles.error : styles.ok} role={avatarError ? 'alert' : 'status'}>
                {avatarMessage}
              </p>
            </div>
          </div>
          {avatars && avatars.length > 0 ? (
            <fieldset className={styles.stockGrid}>
              <legend className={styles.muted}>{t('stock')}</legend>
              {avatars.map((a, i) => (
                <label key={a.id} className={styles.stockOption}>
                  <input
                    className={styles.stockRadio}
                    type="radio"
                    name={`${id}-stock`}
                    checked={draft.avatar === a.url}
                    onChange={() => {
                      setAvatarError(null);
                      setUploaded(false);
                      change({ avatar: a.url });
                    }}
                  />
                  <img className={styles.stockImage} src={a.url} alt={t('stockItem', { n: i + 1 })} width={44} height={44} />
                </label>
              ))}
            </fieldset>
          ) : null}
        </fieldset>

        <TextField
          label={t('nickname')}
          value={draft.nickname}
          onChange={(v) => {
            setNicknameError(null);
            change({ nickname: v });
          }}
          description={t('nicknameHint')}
          error={nicknameError ? t(nicknameError, { max: NICKNAME_MAX_LENGTH }) : undefined}
          autoComplete="nickname"
          name="user_nickname"
          isRequired
        />

        <div className={styles.group}>
          <label htmlFor={`${id}-signature`} className={styles.label}>
            {t('signature')}
          </label>
          <textarea
            id={`${id}-signature`}
            className={styles.textArea}
            value={draft.signature}
            placeholder={t('signaturePlaceholder')}
            onChange={(e) => {
              setSignatureError(false);
              change({ signature: e.target.value });
            }}
            aria-invalid={signatureError || undefined}
            aria-describedby={signatureError ? `${id}-signature-error` : undefined}
          />
          <span className={styles.counter} aria-hidden="true">
            {[...draft.signature].length}/{SIGNATURE_MAX_LENGTH}
          </span>
          {signatureError ? (
            <p id={`${id}-signature-error`} className={styles.error}>
              {t('signatureTooLong', { max: SIGNATURE_MAX_LENGTH })}
            </p>
          ) : null}
        </div>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('sex')}</legend>
          <div className={styles.sexOptions}>
            {sexes.map((s) => (
              <label key={s} className={styles.sexOption}>
                <input type="radio" name={`${id}-sex`} checked={draft.sex === s} onChange={() => change({ sex: s })} />
                {t(`sex${s}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.row}>
          <Button type="submit" loading={saving} disabled={uploading}>
            {t('save')}
          </Button>
          <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
            {status?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
