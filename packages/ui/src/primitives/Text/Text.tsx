import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Text.css';

export { textSizes, textTones, textWeights } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Size from the type scale. */
  size?: (typeof styles.textSizes)[number];
  /** Colour role. */
  tone?: (typeof styles.textTones)[number];
  weight?: (typeof styles.textWeights)[number];
  /** Tabular figures for scores, times and odds. */
  numeric?: boolean;
  /** One line with an ellipsis (long team names). */
  truncate?: boolean;
  as?: 'p' | 'span' | 'div' | 'label' | 'strong';
  children?: ReactNode;
}

export function Text({
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  numeric,
  truncate,
  as = 'span',
  className,
  ...rest
}: TextProps) {
  const cls = [
    styles.root,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    numeric && styles.numeric,
    truncate && styles.truncate,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { className: cls, ...rest });
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level; the size follows it. */
  level: 1 | 2 | 3 | 4;
  tone?: (typeof styles.textTones)[number];
  children?: ReactNode;
}

const headingSize = { 1: 'xxlarge', 2: 'xlarge', 3: 'large', 4: 'standard' } as const;

export function Heading({ level, tone = 'neutral', className, ...rest }: HeadingProps) {
  const cls = [styles.root, styles.size[headingSize[level]], styles.tone[tone], styles.weight.strong, className].filter(Boolean).join(' ');
  return createElement(`h${level}`, { className: cls, ...rest });
}
