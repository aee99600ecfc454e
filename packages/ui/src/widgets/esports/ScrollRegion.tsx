import type { ReactNode } from 'react';
import { scroller } from './shared.css';

/**
 * A table that scrolls sideways on a narrow screen: a named group that takes the keyboard's focus, so
 * a keyboard user can scroll it with the arrow keys too (WCAG 2.1.1; axe scrollable-region-focusable).
 * A group, not a landmark: the widget's own section is the landmark.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling box around a table, not a form fieldset
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keyboard
    <div className={scroller} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
