import { type ApplicationState, ApplicationStatus, type ApplicationValues, ApplyForm, displayMobile, ErrorState } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { uploadImageWithProgress } from '../../lib/uploadImage';
import { CaptchaPrompt } from '../../session/CaptchaPrompt';
import { notify } from '../../session/notices';
import { sendCodeAfterCaptcha } from '../../session/smsCode';
import { session } from '../../session/store';
import { fetchApplication, fetchOwnMobile, SMS_PURPOSE_APPLICATION, submitApplication } from './api';

type Info = Awaited<ReturnType<typeof fetchApplication>>;
const CENTRE = '/member?type=9';

/** "86-13712345678" → "86-*******5678" (shown as "+86 *******5678"): the number the code goes to. */
function masked(mobile: string) {
  const dash = mobile.indexOf('-');
  return mobile.slice(0, dash + 1) + mobile.slice(dash + 1).replace(/\d(?=\d{4})/g, '*');
}

function stateOf(info: Info): ApplicationState | null {
  if (info.status === 0) return { status: 0, realName: info.real_name ?? '' };
  if (info.status === 1) return { status: 1 };
  if (info.status === 2) return { status: 2, reason: info.reason ?? '' };
  return null;
}

/**
 * Becoming a streamer (`/member?type=7`, issue 15): the application form (SPEC §5) until one is filed;
 * then its state — under review, approved (a link to the anchor centre) or refused with the reason and
 * a re-application that starts from what was sent.
 */
export default function ApplyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reapplying, setReapplying] = useState(false);
  const [mobile, setMobile] = useState<string | null>(session.user?.mobile || null);

  const load = useCallback(() => {
    setFailed(null);
    fetchApplication().then(setInfo, (err: Error) => setFailed(err.message));
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (!mobile)
      fetchOwnMobile().then(
        (m) => m && setMobile(m),
        () => undefined,
      );
  }, [mobile]);

  if (failed) {
    return <ErrorState title={intl.formatMessage({ id: 'app.anchorApply.loadFailed' })} message={failed} onRetry={load} />;
  }
  if (!info) return <p role="status">{intl.formatMessage({ id: 'app.anchorApply.loading' })}</p>;

  const state = stateOf(info);
  if (state && !(state.status === 2 && reapplying)) {
    return <ApplicationStatus state={state} centreHref={CENTRE} onNavigate={navigate} onReapply={() => setReapplying(true)} />;
  }

  const submit = async (v: ApplicationValues) => {
    await submitApplication({
      real_name: v.realName,
      id_number: v.idNumber,
      contact: v.contact,
      id_photo_front: v.photoFront,
      id_photo_back: v.photoBack,
      experience: v.experience,
      ...(v.invite ? { invite: v.invite } : {}),
      code: v.code,
    });
    notify(intl.formatMessage({ id: 'app.anchorApply.submitted' }), 'positive');
    setReapplying(false);
    load();
  };

  return (
    <>
      <ApplyForm
        mobile={mobile ? displayMobile(masked(mobile)) : null}
        onSendCode={async () => (mobile ? sendCodeAfterCaptcha(mobile, SMS_PURPOSE_APPLICATION) : false)}
        onUpload={uploadImageWithProgress}
        onSubmit={submit}
        initial={
          reapplying
            ? {
                realName: info.real_name ?? '',
                idNumber: info.id_number ?? '',
                contact: info.contact ?? '',
                photoFront: info.id_photo_front ?? '',
                photoBack: info.id_photo_back ?? '',
                experience: info.experience ?? '',
                invite: info.invite ?? '',
              }
            : undefined
        }
      />
      <CaptchaPrompt />
    </>
  );
}
