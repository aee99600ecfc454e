import { useMessages } from '../../i18n/useMessages';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { type CaptchaPrompt, CaptchaStep } from './CaptchaStep';

export interface CaptchaDialogProps {
  /** The question to answer; the dialog is open while there is one. */
  captcha: CaptchaPrompt | undefined;
  onAnswer: (answer: string) => void;
  onRefresh: () => void;
  /** Giving up (返回, Escape, the close button): no code is sent. */
  onCancel: () => void;
}

/**
 * The local captcha on its own, for an SMS code asked outside the login dialog (issue 14: the security
 * page's codes to the own number). Focus returns to the send button when it closes (Radix).
 */
export function CaptchaDialog({ captcha, onAnswer, onRefresh, onCancel }: CaptchaDialogProps) {
  const t = useMessages('ui.loginDialog');
  return (
    <Dialog open={Boolean(captcha)} onOpenChange={(open) => (open ? undefined : onCancel())} title={t('captchaTitle')} width={420}>
      {captcha ? <CaptchaStep captcha={captcha} onAnswer={onAnswer} onRefresh={onRefresh} onCancel={onCancel} heading={false} /> : null}
    </Dialog>
  );
}
