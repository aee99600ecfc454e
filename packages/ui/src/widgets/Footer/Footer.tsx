import { useMessages } from '../../i18n/useMessages';
import { followLink } from '../../primitives/Link/followLink';
import * as styles from './Footer.css';

export interface FooterLeague {
  id: number;
  name: string;
  /** e.g. /base-football?id=45 */
  href: string;
}

export interface FooterProps {
  /** System settings (spec §3): QR code images and contacts. */
  weiboQrCode?: string;
  followUsQrCode?: string;
  applyForAnchor?: string;
  feedbackQq?: string;
  customerServiceEmail?: string;
  /** Licence and filing texts. */
  siteIcp?: string;
  siteGwa?: string;
  valueAddedLicense?: string;
  /** Spec §9: football 45, 46, 82, 129, 120, 108, 542; basketball 1 and 3. */
  footballLeagues: FooterLeague[];
  basketballLeagues: FooterLeague[];
  onNavigate?: (href: string) => void;
}

/** The site footer of spec §1: QR codes, contacts, league links, licences and the copyright line. */
export function Footer(props: FooterProps) {
  const t = useMessages('ui.footer');
  const leagues = (title: string, list: FooterLeague[]) => (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {list.map((l) => (
          <li key={l.id}>
            <a href={l.href} className={styles.link} onClick={(e) => followLink(e, l.href, props.onNavigate)}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which a name may label (axe agrees)
    <footer className={styles.footer} aria-label={t('label')}>
      <div className={styles.top}>
        <div className={styles.qrs}>
          {props.weiboQrCode ? (
            <figure className={styles.qr}>
              <img src={props.weiboQrCode} alt={t('weibo')} width={96} height={96} />
              <figcaption>{t('weibo')}</figcaption>
            </figure>
          ) : null}
          {props.followUsQrCode ? (
            <figure className={styles.qr}>
              <img src={props.followUsQrCode} alt={t('followUs')} width={96} height={96} />
              <figcaption>{t('followUs')}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className={styles.column}>
          {props.applyForAnchor ? <p className={styles.text}>{t('applyAnchor', { value: props.applyForAnchor })}</p> : null}
          {props.feedbackQq ? <p className={styles.text}>{t('feedback', { value: props.feedbackQq })}</p> : null}
          {props.customerServiceEmail ? <p className={styles.text}>{t('service', { value: props.customerServiceEmail })}</p> : null}
        </div>
        {leagues(t('football'), props.footballLeagues)}
        {leagues(t('basketball'), props.basketballLeagues)}
      </div>
      <div className={styles.bottom}>
        {[props.siteIcp, props.siteGwa, props.valueAddedLicense].filter(Boolean).map((text) => (
          <span key={text}>{text}</span>
        ))}
        <span>{t('copyright')}</span>
      </div>
    </footer>
  );
}
