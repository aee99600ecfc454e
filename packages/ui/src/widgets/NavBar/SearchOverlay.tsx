import { useMessages } from '../../i18n/useMessages';
import * as styles from './NavBar.css';

export interface SearchAnchor {
  uid: number;
  user_nickname: string;
  avatar: string;
  islive?: number;
}
export interface SearchLive {
  uid: number;
  title: string;
  user_nickname: string;
  islive: number;
}

export interface SearchOverlayProps {
  /** Spec §9: the first 10 hot searches are shown. */
  hot: string[];
  /** The user's history (local storage `historyList`). */
  history: string[];
  /** Related streamers and rooms as the user types; undefined when nothing is typed. */
  anchors?: SearchAnchor[];
  lives?: SearchLive[];
  loading?: boolean;
  onPick: (term: string) => void;
  onClearHistory: () => void;
  onAnchor: (uid: number) => void;
  onLive: (uid: number) => void;
}

/** The search box's overlay (spec §2): hot searches, history, then related streamers and rooms. */
export function SearchOverlay(props: SearchOverlayProps) {
  const t = useMessages('ui.searchOverlay');
  const typed = props.anchors !== undefined || props.lives !== undefined;
  const chips = (terms: string[]) => (
    <ul className={styles.chips}>
      {terms.map((term) => (
        <li key={term}>
          <button type="button" className={styles.chip} onClick={() => props.onPick(term)}>
            {term}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.searchPanel} aria-label={t('label')}>
      {typed ? (
        <>
          {props.loading ? <p className={styles.muted}>{t('loading')}</p> : null}
          {!props.loading && !props.anchors?.length && !props.lives?.length ? <p className={styles.muted}>{t('empty')}</p> : null}
          {props.anchors?.length ? (
            <>
              <h3 className={styles.searchHeading}>{t('anchors')}</h3>
              <ul className={styles.resultList}>
                {props.anchors.map((a) => (
                  <li key={a.uid}>
                    <button type="button" className={styles.result} onClick={() => props.onAnchor(a.uid)}>
                      <img src={a.avatar} alt="" width={24} height={24} className={styles.avatar} />
                      <span>{a.user_nickname}</span>
                      {a.islive ? <span className={styles.liveTag}>{t('live')}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {props.lives?.length ? (
            <>
              <h3 className={styles.searchHeading}>{t('lives')}</h3>
              <ul className={styles.resultList}>
                {props.lives.map((l) => (
                  <li key={l.uid}>
                    <button type="button" className={styles.result} onClick={() => props.onLive(l.uid)}>
                      <span>{l.title}</span>
                      <span className={styles.muted}>{l.user_nickname}</span>
                      {l.islive ? <span className={styles.liveTag}>{t('live')}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <>
          {props.history.length ? (
            <>
              <div className={styles.sectionHead}>
                <h3 className={styles.searchHeading}>{t('history')}</h3>
                <button type="button" className={styles.chip} onClick={props.onClearHistory}>
                  {t('clearHistory')}
                </button>
              </div>
              {chips(props.history)}
            </>
          ) : null}
          <h3 className={styles.searchHeading}>{t('hot')}</h3>
          {chips(props.hot.slice(0, 10))}
        </>
      )}
    </section>
  );
}
