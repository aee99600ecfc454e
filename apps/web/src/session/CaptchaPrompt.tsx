import { CaptchaDialog } from '@arena/ui';
import { useSnapshot } from 'valtio';
import { answerCaptcha, cancelCaptcha, captcha, refreshCaptcha } from './captcha';
import { session } from './store';

/**
 * The captcha dialog for a page that sends SMS codes through sendCodeAfterCaptcha (the security page,
 * the streamer application): it shows the local driver's question while one is asked. The login
 * dialog shows its own captcha step while it is open, so this one stays closed then.
 */
export function CaptchaPrompt() {
  const { login } = useSnapshot(session);
  const question = useSnapshot(captcha);
  return (
    <CaptchaDialog
      captcha={
        question.question && !login.open ? { question: question.question, error: question.error, pending: question.pending } : undefined
      }
      onAnswer={(answer) => void answerCaptcha(answer)}
      onRefresh={() => void refreshCaptcha()}
      onCancel={cancelCaptcha}
    />
  );
}
