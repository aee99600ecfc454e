import { EmptyState } from '@arena/ui';
import { useIntl } from 'react-intl';

/** Spec §8 in-development state (开发中....) for routes whose feature comes in a later issue. */
export default function InDevelopmentPage() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'app.shell.inDevelopment' })}
      description={intl.formatMessage({ id: 'app.shell.inDevelopmentHint' })}
    />
  );
}
