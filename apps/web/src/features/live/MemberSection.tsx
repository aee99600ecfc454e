import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { openLogin } from '../../session/store';
import * as styles from './Live.css';

/**
 * A page of the viewer's own lists (/attention, /reserve): its heading, then a login button while
 * logged out, the error when loading failed, else the list.
 */
export function MemberSection({
  id,
  title,
  loggedIn,
  error,
  children,
}: {
  id: string;
  title: string;
  loggedIn: boolean;
  error: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.heading}>
        {title}
      </h1>
      {!loggedIn ? (
        <button type="button" className={styles.linkButton} onClick={() => openLogin()}>
          {intl.formatMessage({ id: 'app.live.loginFirst' })}
        </button>
      ) : error ? (
        <p role="alert">{intl.formatMessage({ id: 'app.live.error' }, { message: error })}</p>
      ) : (
        children
      )}
    </section>
  );
}
