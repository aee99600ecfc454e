import { FormattedMessage, useIntl } from 'react-intl';
import { HotStreamers } from '../live/HotStreamers';
import { HomeScores } from '../scores/HomeScores';
import * as styles from './HomePage.css';
import { useHomeData } from './useHomeData';

export default function HomePage() {
  const [data, retry] = useHomeData();
  const intl = useIntl();

  if (data.state === 'loading') {
    return (
      <p role="status" className={styles.note}>
        <FormattedMessage id="app.home.loading" />
      </p>
    );
  }
  if (data.state === 'error') {
    return (
      <div role="alert" className={styles.note}>
        <p>{intl.formatMessage({ id: 'app.home.error' }, { message: data.message })}</p>
        <button type="button" className={styles.button} onClick={retry}>
          <FormattedMessage id="app.home.retry" />
        </button>
      </div>
    );
  }

  const { settings } = data;
  return (
    <>
      {settings.announcement ? <p className={styles.announcement}>{settings.announcement}</p> : null}
      <HomeScores />
      <HotStreamers />
    </>
  );
}
