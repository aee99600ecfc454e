import { ApiError } from '@arena/api-client';
import { Button, EmptyState, ErrorState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@arena/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { openLogin, session } from '../../session/store';
import { ApplicationSection } from './ApplicationSection';
import { fetchWithdrawalsForReview } from './api';
import { KefuSection } from './KefuSection';
import * as styles from './Operator.css';
import { WithdrawalSection } from './WithdrawalSection';

type Access = { state: 'checking' } | { state: 'granted' } | { state: 'refused' } | { state: 'failed'; message: string };

/**
 * /operator, the operator console (issues 14–16; not in the nav): customer service, withdrawal review
 * and streamer applications. Whether the user is an operator is the server's answer (its operator
 * calls refuse anyone else with code 1): the page asks once, then shows the sections or a refusal.
 */
export default function OperatorPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `app.operator.${id}` });
  const { user } = useSnapshot(session);
  const [access, setAccess] = useState<Access>({ state: 'checking' });
  const [tab, setTab] = useState('kefu');

  const check = useCallback(() => {
    setAccess({ state: 'checking' });
    fetchWithdrawalsForReview(1, 1).then(
      () => setAccess({ state: 'granted' }),
      (err) =>
        setAccess(
          err instanceof ApiError && err.code === 1
            ? { state: 'refused' }
            : { state: 'failed', message: err instanceof Error ? err.message : String(err) },
        ),
    );
  }, []);
  const uid = user?.id;
  useEffect(() => {
    if (uid) check();
  }, [uid, check]);

  let body: ReactNode;
  if (!user) {
    body = <EmptyState title={t('loginFirst')} action={<Button onClick={() => openLogin()}>{t('login')}</Button>} />;
  } else if (access.state === 'checking') {
    body = (
      <div aria-busy="true">
        <p role="status">{t('checking')}</p>
        <Skeleton lines={3} />
      </div>
    );
  } else if (access.state === 'refused') {
    body = <EmptyState title={t('refused')} description={t('refusedHint')} />;
  } else if (access.state === 'failed') {
    body = <ErrorState title={t('checkFailed')} message={access.message} onRetry={check} />;
  } else {
    body = (
      <Tabs value={tab} onValueChange={setTab} className={styles.tabs}>
        <TabsList label={t('sections')}>
          <TabsTrigger value="kefu">{t('kefu')}</TabsTrigger>
          <TabsTrigger value="withdrawals">{t('withdrawals')}</TabsTrigger>
          <TabsTrigger value="applications">{t('applications')}</TabsTrigger>
        </TabsList>
        <TabsContent value="kefu">
          <KefuSection />
        </TabsContent>
        <TabsContent value="withdrawals">
          <WithdrawalSection />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationSection />
        </TabsContent>
      </Tabs>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {body}
    </div>
  );
}
