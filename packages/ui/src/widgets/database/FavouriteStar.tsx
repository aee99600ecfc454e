import { useMessages } from '../../i18n/useMessages';
import * as styles from './FavouriteStar.css';

export interface FavouriteStarProps {
  on: boolean;
  /** The competition, for the label ("Favourite: Premier League"). */
  name: string;
  onToggle: () => void;
  /** While the change is on its way. */
  busy?: boolean;
}

/** A competition's favourite toggle: a pressed button named after the competition. */
export function FavouriteStar({ on, name, onToggle, busy }: FavouriteStarProps) {
  const t = useMessages('ui.database.directory');
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={t('favourite', { name })}
      onClick={onToggle}
      disabled={busy}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
