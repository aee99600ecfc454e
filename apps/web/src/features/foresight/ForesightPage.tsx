import { ModelReport, PreviewList } from '@arena/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { teamHref } from '../../lib/databaseLinks';
import { useLoad } from '../../lib/useLoad';
import { fetchModelReport, fetchPreviews } from './api';
import * as styles from './Foresight.css';

/**
 * /foresight (tab 9, issue 19): previews of the next football matches with the model's win / draw /
 * loss chances beside the odds', and how the model's earlier predictions did against the odds'.
 */
export default function ForesightPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const previews = useLoad(async () => (await fetchPreviews()).list, []);
  const report = useLoad(() => fetchModelReport(), []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'app.foresight.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'app.foresight.intro' })}</p>
      <div className={styles.layout}>
        <PreviewList
          previews={previews.data}
          error={previews.error}
          onRetry={previews.retry}
          teamHref={(id) => teamHref('football', id)}
          onNavigate={navigate}
        />
        <div className={styles.aside}>
          <ModelReport report={report.data} error={report.error} onRetry={report.retry} />
        </div>
      </div>
    </div>
  );
}
