import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HoverCard } from '../../primitives/HoverCard/HoverCard';
import * as styles from './NavBar.css';

// The logged-in user's avatar menu, in a module of its own so that the hover card and its positioning
// layer load only for a logged-in user (the app imports it lazily).
export interface UserMenuProps {
  nickname: string;
  avatar: string;
  /** The panel (UserPanel). */
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The avatar opens the panel on hover and on keyboard focus (HoverCard); Escape closes it. */
export function UserMenu({ nickname, avatar, children, open, onOpenChange }: UserMenuProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'ui.navBar.account' }, { name: nickname });
  return (
    <HoverCard
      label={name}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className={styles.avatarButton} aria-label={name}>
          <img src={avatar} alt="" width={32} height={32} className={styles.avatar} />
        </button>
      }
    >
      {children}
    </HoverCard>
  );
}
