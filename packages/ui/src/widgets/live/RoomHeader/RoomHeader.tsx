import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { Popover } from '../../../primitives/Popover/Popover';
import { QrCode } from '../../../primitives/QrCode/QrCode';
import * as styles from './RoomHeader.css';

/** Spec §5: an announcement holds at most 50 characters. */
export const ANNOUNCEMENT_MAX = 50;

export interface RoomHeaderProps {
  title: string;
  streamer: { name: string; avatar?: string };
  heat: number;
  /** Whether the viewer follows the streamer. */
  following: boolean;
  onFollow?: () => void;
  onShare?: () => void;
  /** The address a phone opens (mobile-watch QR). */
  mobileUrl: string;
  /** The streamer's next announced match, if any. */
  reserve?: { label: string; reserved: boolean } | null;
  onReserve?: () => void;
  /** Opens the guard purchase. */
  onGuard?: () => void;
  /** The streamer's announcement (clipped to 50 characters). */
  announcement?: string;
  /** More actions after guard and reserve, e.g. a dialog with its own trigger (nobility). */
  actions?: ReactNode;
}

/** The room's header: streamer, title, heat, follow, share, mobile-watch QR, reserve, guard, announcement. */
export function RoomHeader({
  title,
  streamer,
  heat,
  following,
  onFollow,
  onShare,
  mobileUrl,
  reserve,
  onReserve,
  onGuard,
  announcement,
  actions,
}: RoomHeaderProps) {
  const t = useMessages('ui.live.header');
  return (
    <header className={styles.header}>
      <Avatar name={streamer.name} src={streamer.avatar} size="large" />
      <div className={styles.headerText}>
        <h1 className={styles.roomTitle}>{title}</h1>
        <span className={styles.muted}>
          {streamer.name} · {t('heat', { heat })}
        </span>
        {announcement ? (
          <p className={styles.announcement}>
            {t('announcement')}: {[...announcement].slice(0, ANNOUNCEMENT_MAX).join('')}
          </p>
        ) : null}
      </div>
      <div className={styles.row}>
        <Button size="small" variant={following ? 'soft' : 'solid'} aria-pressed={following} onClick={onFollow}>
          {following ? t('following') : t('follow')}
        </Button>
        <Button size="small" variant="soft" onClick={onShare}>
          {t('share')}
        </Button>
        <Popover
          label={t('mobile')}
          trigger={
            <Button size="small" variant="soft">
              {t('mobile')}
            </Button>
          }
        >
          <QrCode value={mobileUrl} label={t('mobileQr')} size={140} />
        </Popover>
        {onGuard ? (
          <Button size="small" variant="soft" onClick={onGuard}>
            {t('guard')}
          </Button>
        ) : null}
        {reserve ? (
          <Button size="small" variant={reserve.reserved ? 'soft' : 'ghost'} aria-pressed={reserve.reserved} onClick={onReserve}>
            {reserve.reserved ? t('reserved', { match: reserve.label }) : t('reserve', { match: reserve.label })}
          </Button>
        ) : null}
        {actions}
      </div>
    </header>
  );
}
