import { followLink } from '../../primitives/Link/followLink';
import * as styles from './shared.css';

export interface EntityProps {
  name: string;
  logo?: string;
  /** The entity's page; text only without it. */
  href?: string;
  onNavigate?: (href: string) => void;
}

/**
 * A team, player or competition in a table or list: its logo (decorative, the name says who) and its
 * name, a link to its page when it has one. Names are data: rendered as text only.
 */
export function Entity({ name, logo, href, onNavigate }: EntityProps) {
  const inner = (
    <>
      {logo ? <img className={styles.logo} src={logo} alt="" width={20} height={20} loading="lazy" /> : null}
      <span className={styles.entityName}>{name}</span>
    </>
  );
  return href ? (
    <a className={`${styles.entity} ${styles.entityLink}`} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
      {inner}
    </a>
  ) : (
    <span className={styles.entity}>{inner}</span>
  );
}
