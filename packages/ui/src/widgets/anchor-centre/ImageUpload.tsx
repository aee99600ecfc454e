import { type ChangeEvent, useId, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { IMAGE_TYPES, imageFileProblem } from './rules';
import * as styles from './shared.css';

/** Uploads a checked image, reporting progress (0–1); resolves to its URL, rejects with the message to show. */
export type ImageUploader = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

export interface ImageUploadProps {
  label: string;
  /** The uploaded image's URL, or empty. */
  value: string;
  onChange: (url: string) => void;
  onUpload: ImageUploader;
  /** The problem the form found (e.g. "please upload a photo"). */
  error?: string;
  /** Alt text of the preview; the label when not given. */
  previewAlt?: string;
  /** Told while an upload is on its way, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  /** The input's name (the form focuses it when it has a problem). */
  name?: string;
}

/**
 * An image chosen from disk and uploaded at once (the anchor centre's ID photos and cover): png or jpg
 * under 5M (spec §5) checked before sending, a progress bar and percentage while it goes, then a
 * preview. The file input stays a real input drawn as a button, so the keyboard and screen readers reach it.
 */
export function ImageUpload({ label, value, onChange, onUpload, error, previewAlt, onBusyChange, name }: ImageUploadProps) {
  const t = useMessages('ui.anchorCentre.upload');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setDone(false);
    const bad = imageFileProblem(file);
    if (bad) {
      setProblem(t(bad));
      return;
    }
    setProblem(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onChange(await onUpload(file, (f) => setProgress(Math.max(0, Math.min(1, f)))));
      setDone(true);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const shown = problem ?? error ?? null;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={styles.group}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      {value ? <img className={styles.preview} src={value} alt={previewAlt ?? label} width={160} height={90} /> : null}
      <input
        id={`${id}-file`}
        name={name}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={pick}
        disabled={progress !== null}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={`${id}-hint ${id}-msg`}
        aria-invalid={shown ? true : undefined}
      />
      <label htmlFor={`${id}-file`} id={`${id}-button`} className={styles.uploadButton} data-busy={progress !== null || undefined}>
        {value ? t('replace') : t('choose')}
      </label>
      {percent !== null ? (
        <progress className={styles.progress} max={100} value={percent} aria-labelledby={`${id}-label`}>
          {percent}%
        </progress>
      ) : null}
      <p id={`${id}-hint`} className={styles.muted}>
        {t('hint')}
      </p>
      <p id={`${id}-msg`} className={shown ? styles.error : styles.ok} role={shown ? 'alert' : 'status'}>
        {shown ?? (percent !== null ? t('progress', { percent }) : done ? t('done') : null)}
      </p>
    </div>
  );
}
