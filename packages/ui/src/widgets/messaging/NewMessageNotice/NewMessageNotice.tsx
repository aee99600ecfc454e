import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button, IconButton } from '../../../primitives/Button/Button';
import type { EmojiEntry } from '../../live/ChatPane/emoji';
import { MessageText } from '../MessageText';
import * as styles from './NewMessageNotice.css';

export interface NewMessageNoticeProps {
  /** The sender's nick (or the group's name). */
  from: string;
  avatar?: string;
  /** The message's preview: its text, or empty for an image. */
  text?: string;
  kind?: 'text' | 'image' | 'custom';
  emojis?: readonly EmojiEntry[];
  /** Opens the conversation. */
  onOpen: () => void;
  onDismiss: () => void;
}

/**
 * The small notice a new private message raises while the overlay is closed (issue 16): sender and a
 * one-line preview in a corner, with Open and a close button — not a goal pop-up, and not a live
 * region (the app speaks once per message through its announcer).
 */
export function NewMessageNotice({ from, avatar, text = '', kind = 'text', emojis = [], onOpen, onDismiss }: NewMessageNoticeProps) {
  const t = useMessages('ui.messaging.notice');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const name = from.trim() || defaultNick;
  return (
    <aside className={styles.notice} aria-label={t('label')}>
      <Avatar name={name} src={avatar} size="small" />
      <span className={styles.text}>
        <span className={`${styles.from} ${styles.ellipsis}`}>{name}</span>
        <span className={`${styles.preview} ${styles.ellipsis}`}>
          {kind === 'image' ? t('image') : kind === 'custom' ? t('custom') : <MessageText text={text} emojis={emojis} origin="" />}
        </span>
      </span>
      <span className={styles.actions}>
        <Button size="small" onClick={onOpen}>
          {t('open')}
        </Button>
        <IconButton icon="close" size="small" label={t('dismiss')} onClick={onDismiss} />
      </span>
    </aside>
  );
}
