import { Button, EmptyState } from '@arena/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'app.route.notFound' })}
      description={intl.formatMessage({ id: 'app.shell.notFoundHint' })}
      action={<Button onClick={() => navigate('/main')}>{intl.formatMessage({ id: 'app.shell.backHome' })}</Button>}
    />
  );
}
