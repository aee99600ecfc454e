import { Avatar as RadixAvatar } from 'radix-ui';
import { useIntl } from 'react-intl';
import * as styles from './Avatar.css';

export { avatarSizes } from './Avatar.css';

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the fallback initials. */
  name: string;
  /** Picture address; while it loads, or when it fails, the initials show. */
  src?: string | null;
  /** xsmall 20, small 28, standard 36, large 48, xlarge 80 px. Default standard. */
  size?: (typeof styles.avatarSizes)[number];
  /** Shows the user's level in a badge (spec §2: the nav bar shows the level). */
  level?: number;
  /** Marks a room guard (守护) with a ring and a badge. */
  guard?: boolean;
}

/**
 * Initials for the fallback: the first character of a Chinese name, the first letters of up to two
 * words otherwise ("Nguyễn Văn A" → "NV").
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const words = trimmed.split(/\s+/);
  if (words.length === 1 || /^\p{Script=Han}/u.test(trimmed)) return Array.from(trimmed)[0]?.toUpperCase() ?? '?';
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A person's picture (or initials) with optional level and guard badges. */
export function Avatar({ name, src, size = 'standard', level, guard }: AvatarProps) {
  const intl = useIntl();
  const parts = [name];
  if (level !== undefined) parts.push(intl.formatMessage({ id: 'ui.badge.level' }, { level }));
  if (guard) parts.push(intl.formatMessage({ id: 'ui.avatar.guard' }));
  return (
    // One image for assistive technology, named with everything the badges show.
    <span
      className={styles.root}
      role="img"
      aria-label={parts.join(intl.formatMessage({ id: 'ui.avatar.separator' }))}
      data-guard={guard || undefined}
    >
      <RadixAvatar.Root className={`${styles.circle} ${styles.size[size]}`} aria-hidden="true">
        {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
        <RadixAvatar.Fallback delayMs={src ? 300 : undefined}>{initialsOf(name)}</RadixAvatar.Fallback>
      </RadixAvatar.Root>
      {level !== undefined && size !== 'xsmall' ? (
        <span className={styles.level} aria-hidden="true">
          {level}
        </span>
      ) : null}
      {guard && size !== 'xsmall' ? (
        <span className={styles.guard} aria-hidden="true">
          {intl.formatMessage({ id: 'ui.avatar.guardShort' })}
        </span>
      ) : null}
    </span>
  );
}
