import { useIntl } from 'react-intl';
import { ChatText } from '../ChatPane/ChatPane';
import * as styles from './HornBanner.css';

export interface HornBannerProps {
  /** The approved horn message being shown, or null. */
  horn: { nick: string; content: string } | null;
  onClose?: () => void;
}

/** The global horn (spec §6): an approved horn message shown in every room. */
export function HornBanner({ horn, onClose }: HornBannerProps) {
  const intl = useIntl();
  if (!horn) return null;
  return (
    <div className={styles.horn} role="status">
      <strong>{intl.formatMessage({ id: 'ui.live.horn.label' })}</strong>
      <span className={styles.hornText}>
        {horn.nick}: <ChatText text={horn.content} />
      </span>
      {onClose ? (
        <button type="button" className={styles.segment} onClick={onClose} aria-label={intl.formatMessage({ id: 'ui.live.horn.close' })}>
          ×
        </button>
      ) : null}
    </div>
  );
}
