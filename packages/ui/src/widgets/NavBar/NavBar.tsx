import { type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { Icon } from '../../primitives/Icon/Icon';
import { followLink } from '../../primitives/Link/followLink';
import * as styles from './NavBar.css';

export interface NavItem {
  /** The path, e.g. /main. */
  href: string;
  label: string;
  active?: boolean;
  /** A count beside the label (e.g. unread private messages); 0 or absent shows none. */
  count?: number;
  /** What the count means, for screen readers ("3 unread messages"). */
  countLabel?: string;
  /**
   * A plain click runs this instead of going to `href` (e.g. 私信 opens the private-message overlay);
   * a click with a modifier still opens the address, in a new tab or window.
   */
  onActivate?: () => void;
}

export interface LanguageOption {
  value: string;
  label: string;
}

export interface NavBarProps {
  /** Site name beside the logo; the logo links to /main. */
  siteName: string;
  homeHref?: string;
  items: NavItem[];
  /** Client-side navigation; without it links load pages normally. */
  onNavigate?: (href: string) => void;
  languages: LanguageOption[];
  language: string;
  onLanguageChange: (value: string) => void;
  /** The search box's text (spec §5: at most 10 characters). */
  search: string;
  onSearchChange: (value: string) => void;
  onSearchSubmit: (value: string) => void;
  /** Shown under the search box while it has focus (the SearchOverlay). */
  searchOverlay?: ReactNode;
  onStartLive: () => void;
  /** The user area: a login button when logged out, the UserMenu when logged in. */
  user?: ReactNode;
  onLogin: () => void;
  /** Hidden (slid up) after scrolling on some pages (spec §2). */
  hidden?: boolean;
}

/** The top navigation bar of spec §2. */
export function NavBar(props: NavBarProps) {
  const t = useMessages('ui.navBar');
  const [searching, setSearching] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const languageId = useId();
  const overlayId = useId();
  return (
    <header className={styles.bar} data-hidden={props.hidden || undefined}>
      <a
        className={styles.logo}
        href={props.homeHref ?? '/main'}
        onClick={(e) => followLink(e, props.homeHref ?? '/main', props.onNavigate)}
      >
        <span className={styles.logoMark} aria-hidden="true">
          A
        </span>
        <span className={styles.siteName}>{props.siteName}</span>
      </a>
      <nav aria-label={t('label')} className={styles.nav}>
        <ul className={styles.navList}>
          {props.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className={styles.navLink}
                aria-current={item.active ? 'page' : undefined}
                aria-haspopup={item.onActivate ? 'dialog' : undefined}
                onClick={(e) => followLink(e, item.href, item.onActivate ? () => item.onActivate?.() : props.onNavigate)}
              >
                {item.label}
                {item.count ? (
                  <span className={styles.count}>
                    <span aria-hidden="true">{item.count > 99 ? '99+' : item.count}</span>
                    <span className={styles.hidden}>{item.countLabel ?? item.count}</span>
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handlers catch focus, blur and Escape bubbling from the search field and its suggestions (focus-within); the box itself is not a control */}
      <div
        className={styles.search}
        ref={searchRef}
        onFocus={() => setSearching(true)}
        onBlur={(e) => {
          if (!searchRef.current?.contains(e.relatedTarget as Node | null)) setSearching(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setSearching(false);
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark the tests and screen readers find; <search> would add a wrapper the layout does not have */}
        <form
          role="search"
          className={styles.searchForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (props.search.trim()) props.onSearchSubmit(props.search.trim());
          }}
        >
          <input
            type="search"
            className={styles.searchInput}
            aria-label={t('search')}
            placeholder={t('search')}
            maxLength={10}
            value={props.search}
            onChange={(e) => props.onSearchChange(e.target.value.slice(0, 10))}
          />
          <button type="submit" className={styles.searchButton} aria-label={t('searchSubmit')}>
            <Icon name="search" size={18} />
          </button>
        </form>
        {searching && props.searchOverlay ? (
          <div id={overlayId} className={styles.overlay}>
            {props.searchOverlay}
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <label htmlFor={languageId} className={styles.hidden}>
          {t('language')}
        </label>
        <select id={languageId} className={styles.language} value={props.language} onChange={(e) => props.onLanguageChange(e.target.value)}>
          {props.languages.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
        <Button size="small" variant="soft" onClick={props.onStartLive}>
          {t('startLive')}
        </Button>
        {props.user ?? (
          <Button size="small" onClick={props.onLogin}>
            {t('login')}
          </Button>
        )}
      </div>
    </header>
  );
}
