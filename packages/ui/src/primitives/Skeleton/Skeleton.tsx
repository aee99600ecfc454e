import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export { skeletonShapes } from './Skeleton.css';

export interface SkeletonProps {
  /** text: lines of text; rect: a card, picture or player; circle: an avatar. Default text. */
  shape?: (typeof styles.skeletonShapes)[number];
  /** CSS width (number = px). Default 100 % (a circle: its height). */
  width?: number | string;
  /** CSS height (number = px); ignored for text, which takes the line height. */
  height?: number | string;
  /** Number of text lines; the last is shorter, like a paragraph. Default 1. */
  lines?: number;
}

const px = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder in the shape of content that is loading. It is hidden from screen readers: mark the
 * region that loads with aria-busy (or use Spinner's status) so the wait is announced once, not per shape.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width: px(width) }}>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
          <span key={i} className={`${styles.root} ${styles.shape.text}`} style={{ width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    shape === 'circle'
      ? { width: px(width ?? height ?? 36), height: px(height ?? width ?? 36) }
      : { width: px(width) ?? '100%', height: shape === 'text' ? undefined : px(height ?? 80) };
  return <span className={`${styles.root} ${styles.shape[shape]}`} style={style} aria-hidden="true" />;
}
