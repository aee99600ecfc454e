import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../css/sprinkles.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, Sprinkles {
  /** The element to render; default div. */
  as?: ElementType;
  children?: ReactNode;
}

/** The base of every layout: token-only styling through sprinkles. */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const cls = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { className: cls, ...native });
}
