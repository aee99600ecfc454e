import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from './Placeholder.css';

export interface PlaceholderProps {
  /** What is loading, announced once (the shapes themselves are hidden from screen readers). */
  label: string;
  /** Rows of the list or table that will replace it, so the page does not jump when the data lands. */
  rows: number;
  /** Height of one row in px (a table row of the database widgets is 37 px). */
  rowHeight?: number;
  /** Space above the rows (a heading or toolbar), px. */
  header?: number;
}

/** The loading state of a database table or list: the same size as what will replace it. */
export function Placeholder({ label, rows, rowHeight = 37, header = 0 }: PlaceholderProps) {
  return (
    <div className={styles.root} role="status" aria-busy="true" aria-label={label}>
      {header ? <Skeleton shape="rect" height={header - 8} width="40%" /> : null}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical shapes, never reordered
        <div key={i} className={styles.row} style={{ height: rowHeight }}>
          <Skeleton shape="rect" height={rowHeight - 12} />
        </div>
      ))}
    </div>
  );
}
