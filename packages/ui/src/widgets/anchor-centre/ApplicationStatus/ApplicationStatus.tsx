import { useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { followLink } from '../../../primitives/Link/followLink';
import { Link } from '../../../primitives/Link/Link';
import * as styles from './ApplicationStatus.css';

/** Member/getVerifiedInfo's status: 0 reviewing, 1 passed, 2 refused. */
export type ApplicationState = { status: 0; realName: string } | { status: 1 } | { status: 2; reason: string };

export interface ApplicationStatusProps {
  state: ApplicationState;
  /** The anchor centre (`/member?type=9`), linked once approved. */
  centreHref: string;
  onNavigate?: (href: string) => void;
  /** Opens the form again after a refusal. */
  onReapply: () => void;
}

/**
 * Where a streamer application stands (`/member?type=7`): under review (with the name it was filed
 * under), approved (a link to the anchor centre), or refused with the operator's reason and a
 * re-apply button. The reason is the operator's text, shown as text.
 */
export function ApplicationStatus({ state, centreHref, onNavigate, onReapply }: ApplicationStatusProps) {
  const t = useMessages('ui.anchorCentre.status');
  const id = useId();
  const title = state.status === 0 ? t('pendingTitle') : state.status === 1 ? t('approvedTitle') : t('rejectedTitle');
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="application-status" data-status={state.status}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      {state.status === 0 ? <p className={styles.body}>{t('pending', { name: state.realName })}</p> : null}
      {state.status === 1 ? (
        <>
          <p className={styles.body}>{t('approved')}</p>
          <div className={styles.row}>
            <Link href={centreHref} onClick={(e) => followLink(e, centreHref, onNavigate)}>
              {t('openCentre')}
            </Link>
          </div>
        </>
      ) : null}
      {state.status === 2 ? (
        <>
          <p className={styles.error}>{t('reason', { reason: state.reason })}</p>
          <div className={styles.row}>
            <Button onClick={onReapply}>{t('reapply')}</Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
