import { Button, EmptyState } from '@arena/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { openLogin, session } from '../../session/store';
import { PageView } from '../lazyPage';
import { memberHref, memberSectionOf, memberSections } from '../memberSections';
import * as styles from './MemberPage.css';

/**
 * The member centre (`/member?type=`, `/persona`): the menu of the user's sections beside the one the
 * address names. Logged out it asks to log in first (SPEC §8: 请登录后重试).
 */
export default function MemberPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { user } = useSnapshot(session);
  const current = memberSectionOf(pathname, params.get('type'));
  const label = (key: string) => intl.formatMessage({ id: `app.member.section.${key}` });
  const isAnchor = Boolean(user?.is_anchor);
  const visible = memberSections.filter((s) => s.anchor === undefined || s.anchor === isAnchor);
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'app.member.menu' })}>
        <ul className={styles.menuList}>
          {visible.map((s) => (
            <li key={s.key}>
              <Link className={styles.menuLink} to={memberHref(s)} aria-current={s === current ? 'page' : undefined}>
                {label(s.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="member-heading">
        <h1 id="member-heading" className={styles.heading}>
          {label(current.key)}
        </h1>
        {user ? (
          // One mount per section: switching sections starts the new one afresh.
          <Suspense fallback={<p role="status">{intl.formatMessage({ id: 'app.shell.loadingPage' })}</p>}>
            <PageView key={current.key} page={current.page} />
          </Suspense>
        ) : (
          <EmptyState
            title={intl.formatMessage({ id: 'app.member.loginFirst' })}
            action={<Button onClick={() => openLogin()}>{intl.formatMessage({ id: 'app.member.login' })}</Button>}
          />
        )}
      </section>
    </div>
  );
}
