import { Button, EmptyState, Heading, Stack, Text } from '@arena/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openLogin, session } from '../../session/store';
import { cancelQrCode, confirmQrCode, scanQrCode } from './api';

/**
 * The phone's side of QR login: the QR image encodes this page's address. A logged-in user (a phone
 * browser, or a tester playing the phone) scans by opening it, then confirms or cancels.
 */
export default function QrLoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { user } = useSnapshot(session);
  const [state, setState] = useState<'idle' | 'scanned' | 'done' | 'cancelled' | 'failed'>('idle');

  useEffect(() => {
    if (!user || !code) return;
    scanQrCode(code).then(
      () => setState('scanned'),
      () => setState('failed'),
    );
  }, [user, code]);

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
    <Stack space="large" align="center" paddingY="xxlarge">
      <Heading level={1}>
        <FormattedMessage id="app.qrLogin.heading" />
      </Heading>
      <Text as="p">
        <FormattedMessage id="app.qrLogin.confirmAs" values={{ name: user.user_nickname }} />
      </Text>
      {state === 'scanned' ? (
        <Stack space="small" align="center">
          <Button
            size="large"
            onClick={() =>
              confirmQrCode(code).then(
                () => setState('done'),
                () => setState('failed'),
              )
            }
          >
            <FormattedMessage id="app.qrLogin.confirm" />
          </Button>
          <Button variant="ghost" tone="neutral" onClick={() => cancelQrCode(code).finally(() => setState('cancelled'))}>
            <FormattedMessage id="app.qrLogin.cancel" />
          </Button>
        </Stack>
      ) : null}
      <p role="status">
        {state === 'done' ? (
          <FormattedMessage id="app.qrLogin.done" />
        ) : state === 'cancelled' ? (
          <FormattedMessage id="app.qrLogin.cancelled" />
        ) : null}
      </p>
    </Stack>
  );
}
