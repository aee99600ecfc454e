import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './HomePage.css';
import { useHomeData } from './useHomeData';

export interface HomePageProps {
  /** Today's scores (the scores feature's panel, composed in by the app). */
  scores: ReactNode;
  /** The hot streamers (the live feature's list, composed in by the app). */
  streamers: ReactNode;
}

/** /main: the announcement, then the scores and the hot streamers, which the app passes in. */
export default function HomePage({ scores, streamers }: HomePageProps) {
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
      {scores}
      {streamers}
    </>
  );
}
