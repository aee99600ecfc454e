import { type FormEvent, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { CodeField, TextField } from '../../../primitives/TextField/TextField';
import { ImageUpload, type ImageUploader } from '../ImageUpload';
import {
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationProblems,
  type ApplicationValues,
  applicationProblems,
  CONTACT_MAX_LENGTH,
  charCount,
  EXPERIENCE_MAX_LENGTH,
  EXPERIENCE_MIN_LENGTH,
  firstProblem,
  INVITE_MAX_LENGTH,
  REAL_NAME_MAX_LENGTH,
} from '../rules';
import * as styles from './ApplyForm.css';

export type { ApplicationValues } from '../rules';

export interface ApplyFormProps {
  /** The own number as the server masks it ("86-*******8000"): where the code goes; null when unknown. */
  mobile: string | null;
  /** Asks for an SMS code (getCode type 4) to the own number; resolve false when none was sent. */
  onSendCode: () => Promise<boolean>;
  /** Uploads an ID photo (checked for type and size already), reporting progress. */
  onUpload: ImageUploader;
  /** Files the application; rejects with the message to show (the server's code-1 message). */
  onSubmit: (values: ApplicationValues) => Promise<void>;
  /** What a refused application said, to start a re-application from. */
  initial?: Partial<ApplicationValues>;
}

const NAMES: Record<ApplicationField, string> = {
  realName: 'real_name',
  idNumber: 'id_number',
  contact: 'contact',
  photoFront: 'id_photo_front',
  photoBack: 'id_photo_back',
  experience: 'experience',
  invite: 'invite',
  code: 'code',
};
const MAX: Partial<Record<ApplicationField, number>> = {
  realName: REAL_NAME_MAX_LENGTH,
  contact: CONTACT_MAX_LENGTH,
  experience: EXPERIENCE_MAX_LENGTH,
  invite: INVITE_MAX_LENGTH,
};
const empty: ApplicationValues = {
  realName: '',
  idNumber: '',
  contact: '',
  photoFront: '',
  photoBack: '',
  experience: '',
  invite: '',
  code: '',
};

/**
 * Becoming a streamer (`/member?type=7`, spec §5): real name, ID number, contact (QQ, WeChat or phone),
 * the ID card's two photos uploaded with progress, the experience answer (at least 15 characters, with
 * a counter), an optional inviter and an SMS code to the own number. The rules are checked before
 * sending; each problem shows at its field and focus goes to the first.
 */
export function ApplyForm({ mobile, onSendCode, onUpload, onSubmit, initial }: ApplyFormProps) {
  const t = useMessages('ui.anchorCentre.apply');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ApplicationValues>({ ...empty, ...initial, code: '' });
  const [problems, setProblems] = useState<ApplicationProblems>({});
  const [uploads, setUploads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const edit = (field: ApplicationField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
    setStatus(null);
  };
  const text = (field: ApplicationField, problem: ApplicationProblem | undefined) =>
    problem ? t(problem, { min: EXPERIENCE_MIN_LENGTH, max: MAX[field] ?? 0 }) : undefined;
  const error = (field: ApplicationField) => text(field, problems[field]);
  const busyChange = (b: boolean) => setUploads((n) => n + (b ? 1 : -1));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (uploads > 0) {
      setStatus(t('uploading'));
      return;
    }
    const found = applicationProblems(values);
    setProblems(found);
    const first = firstProblem(found);
    if (first) {
      setStatus(t('fixErrors'));
      const el = form.current?.querySelector<HTMLElement>(`[name="${NAMES[first]}"]`);
      el?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await onSubmit({
        ...values,
        realName: values.realName.trim(),
        idNumber: values.idNumber.trim(),
        contact: values.contact.trim(),
        experience: values.experience.trim(),
        invite: values.invite.trim(),
      });
    } catch (err) {
      setStatus(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const experienceLength = charCount(values.experience.trim());
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('description')}</p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('realName')}
          name={NAMES.realName}
          autoComplete="name"
          value={values.realName}
          onChange={edit('realName')}
          error={error('realName')}
          isRequired
        />
        <TextField
          label={t('idNumber')}
          name={NAMES.idNumber}
          description={t('idNumberHint')}
          value={values.idNumber}
          onChange={edit('idNumber')}
          error={error('idNumber')}
          isRequired
        />
        <TextField
          label={t('contact')}
          name={NAMES.contact}
          description={t('contactHint')}
          value={values.contact}
          onChange={edit('contact')}
          error={error('contact')}
          isRequired
        />
        <div className={styles.columns}>
          <ImageUpload
            label={t('photoFront')}
            name={NAMES.photoFront}
            value={values.photoFront}
            onChange={edit('photoFront')}
            onUpload={onUpload}
            onBusyChange={busyChange}
            error={error('photoFront')}
          />
          <ImageUpload
            label={t('photoBack')}
            name={NAMES.photoBack}
            value={values.photoBack}
            onChange={edit('photoBack')}
            onUpload={onUpload}
            onBusyChange={busyChange}
            error={error('photoBack')}
          />
        </div>
        <div className={styles.group}>
          <label htmlFor={`${id}-experience`} className={styles.label}>
            {t('experience')}
          </label>
          <p id={`${id}-experience-q`} className={styles.muted}>
            {t('experienceQuestion', { min: EXPERIENCE_MIN_LENGTH })}
          </p>
          <textarea
            id={`${id}-experience`}
            name={NAMES.experience}
            className={styles.textArea}
            value={values.experience}
            onChange={(e) => edit('experience')(e.target.value)}
            aria-required
            aria-invalid={problems.experience ? true : undefined}
            aria-describedby={`${id}-experience-q ${id}-experience-count${problems.experience ? ` ${id}-experience-error` : ''}`}
          />
          <p id={`${id}-experience-count`} className={styles.counter} data-testid="experience-count">
            {t('experienceCount', { count: experienceLength, min: EXPERIENCE_MIN_LENGTH })}
          </p>
          {problems.experience ? (
            <p id={`${id}-experience-error`} className={styles.error}>
              {error('experience')}
            </p>
          ) : null}
        </div>
        <TextField label={t('invite')} name={NAMES.invite} value={values.invite} onChange={edit('invite')} error={error('invite')} />
        <CodeField
          label={t('code')}
          name={NAMES.code}
          placeholder={t('codePlaceholder')}
          description={mobile ? t('codeHint', { mobile }) : undefined}
          value={values.code}
          onChange={(v) => edit('code')(v.replace(/\D/g, '').slice(0, 6))}
          onSend={onSendCode}
          error={error('code')}
          isRequired
        />
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            {t('submit')}
          </Button>
          <p role="alert" className={styles.error}>
            {status}
          </p>
        </div>
      </form>
    </section>
  );
}
