import { style } from '@vanilla-extract/css';

/**
 * Out of sight, still read by screen readers (the usual "sr-only" rule): the style of a hidden label,
 * or the rule a media or container query applies.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The class of that rule, for an element hidden from sight only (a label, a caption, a live region). */
export const visuallyHidden = style(visuallyHiddenRule);
