import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import * as styles from './Pagination.css';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show: the first and last `boundary` pages, `siblings` pages either side of the current
 * one, and an ellipsis for each gap of two or more pages (a gap of one shows that page instead).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1, boundary = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const total = boundary * 2 + siblings * 2 + 3;
  if (pageCount <= total) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(Math.min(current - siblings, pageCount - boundary - siblings * 2 - 1), boundary + 2);
  const end = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), pageCount - boundary - 1);
  return [
    ...range(1, boundary),
    ...(start > boundary + 2 ? (['ellipsis-start'] as const) : range(boundary + 1, start - 1)),
    ...range(start, end),
    ...(end < pageCount - boundary - 1 ? (['ellipsis-end'] as const) : range(end + 1, pageCount - boundary)),
    ...range(pageCount - boundary + 1, pageCount),
  ];
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing renders for one page or none. */
  pageCount: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one. Default 1. */
  siblings?: number;
  /** Pages always shown at each end. Default 1. */
  boundary?: number;
  /** Accessible name of the navigation landmark; default "Pagination" in the current language. */
  label?: string;
}

/** Page buttons with previous / next and ellipses; the current page is marked with aria-current. */
export function Pagination({ page, pageCount, onPageChange, siblings = 1, boundary = 1, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const go = (p: number) => {
    if (p !== page && p >= 1 && p <= pageCount) onPageChange(p);
  };
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'ui.pagination.label' })}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => go(page - 1)}
            disabled={page <= 1}
            aria-label={intl.formatMessage({ id: 'ui.pagination.previous' })}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
        </li>
        {paginationRange(page, pageCount, siblings, boundary).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                onClick={() => go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'ui.pagination.page' }, { page: item })}
              >
                {intl.formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => go(page + 1)}
            disabled={page >= pageCount}
            aria-label={intl.formatMessage({ id: 'ui.pagination.next' })}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
