import { useMessages } from '../../../i18n/useMessages';
import { PagedList } from '../../wallet/PagedList';
import { useMoney } from '../../wallet/useMoney';
import { ReviewActions } from '../ReviewActions';
import * as styles from './ApplicationReview.css';

/** A streamer application waiting for review (Operator/anchorApplications, issue 15). */
export interface ApplicationForReview {
  user_id: number;
  user_nickname?: string;
  real_name?: string;
  id_number?: string;
  contact?: string;
  id_photo_front?: string;
  id_photo_back?: string;
  experience?: string;
  invite?: string;
  /** Unix seconds. */
  addtime?: number;
}

export interface ApplicationReviewProps {
  /** null while loading. */
  items: readonly ApplicationForReview[] | null;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onApprove: (userId: number) => Promise<void>;
  onReject: (userId: number, reason: string) => Promise<void>;
}

/**
 * The operator's review of streamer applications (issue 15), oldest first: who applied, the identity
 * given (real name, ID number, both sides of the ID), contact, experience and invitation code, then
 * approve (the user becomes a streamer) or reject with the reason the applicant reads. All of it is
 * the applicant's text, shown as text.
 */
export function ApplicationReview({
  items,
  error,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  onApprove,
  onReject,
}: ApplicationReviewProps) {
  const t = useMessages('ui.operator.applications');
  const more = useMessages('ui.operator.review')('more');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const { when } = useMoney();
  return (
    <PagedList
      title={t('title')}
      items={items}
      keyOf={(a) => a.user_id}
      error={error}
      onRetry={onRetry}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      testId="application-review"
      texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty'), emptyHint: t('emptyHint'), more }}
      renderItem={(a) => {
        const name = a.user_nickname?.trim() || defaultNick;
        return (
          <>
            <div className={styles.main}>
              <p className={styles.title}>{t('user', { name, uid: a.user_id })}</p>
              {a.real_name ? <p className={styles.detail}>{t('realName', { value: a.real_name })}</p> : null}
              {a.id_number ? <p className={styles.detail}>{t('idNumber', { value: a.id_number })}</p> : null}
              {a.contact ? <p className={styles.detail}>{t('contact', { value: a.contact })}</p> : null}
              {a.experience ? <p className={styles.detail}>{t('experience', { value: a.experience })}</p> : null}
              {a.invite ? <p className={styles.detail}>{t('invite', { value: a.invite })}</p> : null}
              {a.addtime ? <p className={styles.detail}>{t('submitted', { when: when(a.addtime) })}</p> : null}
              {a.id_photo_front || a.id_photo_back ? (
                <div className={styles.photos}>
                  {a.id_photo_front ? (
                    <img className={styles.photo} src={a.id_photo_front} alt={t('photoFront', { name })} loading="lazy" />
                  ) : null}
                  {a.id_photo_back ? (
                    <img className={styles.photo} src={a.id_photo_back} alt={t('photoBack', { name })} loading="lazy" />
                  ) : null}
                </div>
              ) : null}
            </div>
            <ReviewActions
              subject={t('subject', { name })}
              onApprove={() => onApprove(a.user_id)}
              onReject={(reason) => onReject(a.user_id, reason)}
            />
          </>
        );
      }}
    />
  );
}
