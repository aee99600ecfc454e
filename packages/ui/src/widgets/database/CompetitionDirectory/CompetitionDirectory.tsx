import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { TextField } from '../../../primitives/TextField/TextField';
import { langOf, nameOf } from '../../scores/format';
import { FavouriteStar } from '../FavouriteStar';
import { Placeholder } from '../Placeholder';
import { Segments } from '../Segments';
import type { CompetitionData, LoadState } from '../types';
import * as styles from './CompetitionDirectory.css';

export const directorySports = ['all', 'football', 'basketball'] as const;
export type DirectorySport = (typeof directorySports)[number];

/** Keyword length limit (openapi Database/competitions keyword maxLength). */
export const DIRECTORY_KEYWORD_MAX = 30;

export interface CompetitionDirectoryProps extends LoadState {
  /** Every competition (Database/competitions, favourites first); null while loading. */
  competitions: readonly CompetitionData[] | null;
  /** A competition's page. */
  hrefOf: (competition: CompetitionData) => string;
  onNavigate?: (href: string) => void;
  /** Stars or unstars a competition; the page asks a visitor to log in first. */
  onToggleFavourite: (competition: CompetitionData) => void;
  /** Competitions whose favourite change is on its way. */
  pending?: ReadonlySet<number>;
  /** Initial sport filter. */
  defaultSport?: DirectorySport;
  /** Initial search text. */
  defaultKeyword?: string;
}

const NAME_FIELDS = ['name', 'short_name', 'country_name'].flatMap((b) => ['_zh', '_zht', '_en', '_vi'].map((s) => `${b}${s}`));

/** Whether a competition matches the search: any of its names or its country's, in any language, ignoring case and accents. */
export function matchesKeyword(c: CompetitionData, keyword: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
  const k = fold(keyword.trim());
  if (!k) return true;
  return NAME_FIELDS.some((f) => typeof c[f] === 'string' && fold(c[f] as string).includes(k));
}

/**
 * Every competition (/trophy/home, issue 19) by sport and country, a search box that filters as one
 * types, the user's favourites first with a star toggle on each.
 */
export function CompetitionDirectory({
  competitions,
  hrefOf,
  onNavigate,
  onToggleFavourite,
  pending,
  defaultSport = 'all',
  defaultKeyword = '',
  error,
  onRetry,
}: CompetitionDirectoryProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.directory');
  const id = useId();
  const [sport, setSport] = useState<DirectorySport>(defaultSport);
  const [keyword, setKeyword] = useState(defaultKeyword);

  const shown = useMemo(
    () => (competitions ?? []).filter((c) => (sport === 'all' || (sport === 'football') === (c.sport === 0)) && matchesKeyword(c, keyword)),
    [competitions, sport, keyword],
  );

  // Favourites first, then each sport's competitions by country (in the order the server gives).
  const sections = useMemo(() => {
    const out: { key: string; title: string; groups: { country: string; list: CompetitionData[] }[] }[] = [];
    const favourites = shown.filter((c) => c.is_favourite === 1);
    if (favourites.length) out.push({ key: 'fav', title: t('favourites'), groups: [{ country: '', list: favourites }] });
    for (const s of [0, 1]) {
      const groups = new Map<string, CompetitionData[]>();
      for (const c of shown) {
        if (c.sport !== s || c.is_favourite === 1) continue;
        const country = nameOf(c, 'country_name', lang) || t('international');
        groups.set(country, [...(groups.get(country) ?? []), c]);
      }
      if (groups.size)
        out.push({
          key: String(s),
          title: t(s === 0 ? 'football' : 'basketball'),
          groups: [...groups].map(([country, list]) => ({ country, list })),
        });
    }
    return out;
  }, [shown, lang, t]);

  const row = (c: CompetitionData) => {
    const name = nameOf(c, 'name', lang);
    const href = hrefOf(c);
    return (
      <li key={c.id} className={styles.item}>
        <a className={styles.link} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
          {c.logo ? <img className={styles.logo} src={c.logo} alt="" width={28} height={28} loading="lazy" /> : null}
          <span className={styles.names}>
            <span className={styles.name}>{name}</span>
            <span className={styles.detail}>
              {[
                nameOf(c, 'country_name', lang),
                c.season ? t('season', { number: c.season.number }) : '',
                t('teams', { count: c.teams ?? 0 }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </a>
        <FavouriteStar on={c.is_favourite === 1} name={name} onToggle={() => onToggleFavourite(c)} busy={pending?.has(c.id)} />
      </li>
    );
  };

  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!competitions) body = <Placeholder label={t('loading')} rows={8} rowHeight={52} />;
  else if (sections.length === 0)
    body = <EmptyState title={keyword ? t('noMatch', { keyword }) : t('empty')} description={keyword ? t('noMatchHint') : undefined} />;
  else
    body = sections.map((s) => (
      <section key={s.key} className={styles.section} aria-labelledby={`${id}-${s.key}`}>
        <h2 id={`${id}-${s.key}`} className={styles.sectionTitle}>
          {s.title}
        </h2>
        {s.groups.map((g) =>
          g.country ? (
            <div key={g.country} className={styles.group}>
              <h3 className={styles.country}>{g.country}</h3>
              <ul className={styles.list}>{g.list.map(row)}</ul>
            </div>
          ) : (
            <ul key="fav" className={styles.list}>
              {g.list.map(row)}
            </ul>
          ),
        )}
      </section>
    ));

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            label={t('search')}
            type="search"
            value={keyword}
            onChange={setKeyword}
            placeholder={t('searchPlaceholder')}
            maxLength={DIRECTORY_KEYWORD_MAX}
          />
        </div>
        <Segments label={t('sport')} value={sport} onChange={setSport} options={directorySports.map((s) => ({ value: s, label: t(s) }))} />
      </div>
      <p className={styles.count} aria-live="polite">
        {competitions && !error ? t('count', { count: shown.length }) : ''}
      </p>
      {body}
    </div>
  );
}
