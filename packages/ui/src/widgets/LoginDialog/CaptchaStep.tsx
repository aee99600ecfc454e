import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './LoginDialog.css';

/** An offline captcha question shown before login / register / an SMS code (spec §5); absent when none is asked. */
export interface CaptchaPrompt {
  question: string;
  /** Why the last answer did not pass. */
  error?: string;
  pending?: boolean;
}

export interface CaptchaStepProps {
  captcha: CaptchaPrompt;
  onAnswer: (answer: string) => void;
  onRefresh: () => void;
  onCancel: () => void;
  /** Its own heading; off where a dialog's title already says 安全验证 (CaptchaDialog). */
  heading?: boolean;
}

/**
 * The local captcha's question and answer (spec §5, issue 12): the login dialog shows it over its form,
 * CaptchaDialog on its own (the member centre's SMS codes). A new question clears the answer and
 * takes the focus.
 */
export function CaptchaStep({ captcha, onAnswer, onRefresh, onCancel, heading = true }: CaptchaStepProps) {
  const t = useMessages('ui.loginDialog');
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question is the trigger: it clears the old answer and takes the focus
  useEffect(() => {
    setAnswer('');
    input.current?.querySelector('input')?.focus();
  }, [captcha.question]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (answer.trim() && !captcha.pending) onAnswer(answer.trim());
      }}
    >
      {heading ? <h3 className={styles.captchaTitle}>{t('captchaTitle')}</h3> : null}
      <p className={styles.qrHint}>{t('captchaHint')}</p>
      <p className={styles.question} data-testid="captcha-question">
        {captcha.question}
      </p>
      <div ref={input}>
        <TextField
          label={t('captchaAnswer')}
          name="captcha"
          inputMode="numeric"
          maxLength={6}
          value={answer}
          onChange={setAnswer}
          error={captcha.error}
          isRequired
        />
      </div>
      <Button type="submit" size="large" loading={captcha.pending}>
        {t('captchaSubmit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.textLink} onClick={onRefresh}>
          {t('captchaNew')}
        </button>
        <button type="button" className={styles.textLink} onClick={onCancel}>
          {t('captchaCancel')}
        </button>
      </div>
    </form>
  );
}
