import { ApiError } from '@arena/api-client';
import { Button, EmptyState, type QrConfirmState, QrLoginConfirm, type QrLoginRequest } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openLogin, session } from '../../session/store';
import { cancelQrCode, confirmQrCode, scanQrCode } from './api';

/** A refusal (code 1) carries the server's own message (expired, used, wrong number); else the widget's. */
const refusalOf = (error: unknown) => (error instanceof ApiError && error.code === 1 ? error.msg : undefined);

/**
 * The phone's side of QR login: the QR image encodes this page's address. A logged-in user (a phone
 * browser, or a tester playing the phone) scans by opening it, sees who asks to log in (device,
 * browser, place, time) and confirms by picking the number the computer shows (issue 12: a page
 * opened from a link always needs that second confirmation), or cancels.
 */
export default function QrLoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { user } = useSnapshot(session);
  const [state, setState] = useState<QrConfirmState>('loading');
  const [request, setRequest] = useState<QrLoginRequest>();
  const [choices, setChoices] = useState<number[]>([]);
  const [message, setMessage] = useState<string>();

  const fail = (error: unknown) => {
    setMessage(refusalOf(error));
    setState('error');
  };

  // Scan once per user and code: the session's user object is replaced when its details refresh, and
  // a second scan after the confirm would be refused and hide the outcome.
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !code) return;
    let live = true;
    setState('loading');
    scanQrCode(code).then(
      (scan) => {
        if (!live) return;
        const r = scan.requester;
        setRequest({ device: r.device, os: r.os, browser: r.browser, place: r.place, ip: r.ip, requestedAt: r.requested_at });
        setChoices(scan.choices);
        setState('request');
      },
      (error: unknown) => {
        if (!live) return;
        setMessage(refusalOf(error));
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [userId, code]);

  if (!code) return <EmptyState title={intl.formatMessage({ id: 'app.qrLogin.noCode' })} />;
  if (!user) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'app.qrLogin.needLogin' })}
        action={<Button onClick={() => openLogin('login')}>{intl.formatMessage({ id: 'app.route.login' })}</Button>}
      />
    );
  }
  return (
    <QrLoginConfirm
      state={state}
      request={request}
      choices={choices}
      account={user.user_nickname}
      message={message}
      onConfirm={(number) => {
        setState('confirming');
        confirmQrCode(code, number).then(() => setState('confirmed'), fail);
      }}
      onCancel={() => {
        cancelQrCode(code).then(() => setState('cancelled'), fail);
      }}
    />
  );
}
