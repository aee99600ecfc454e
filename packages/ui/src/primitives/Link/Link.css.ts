import { style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const linkTones = ['brand', 'neutral', 'muted'] as const;
export const linkUnderlines = ['hover', 'always', 'none'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: base.space.xxsmall,
  borderRadius: base.radius.small,
  cursor: 'pointer',
  textUnderlineOffset: 3,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55, pointerEvents: 'none' },
    // The app's router marks the current page with aria-current.
    '&[aria-current="page"]': { fontWeight: base.weight.medium },
  },
});

export const tone = styleVariants({
  brand: { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
  neutral: { color: vars.color.text, selectors: { '&:hover': { color: vars.color.brand } } },
  muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
});

export const underline = styleVariants({
  hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
  always: { textDecoration: 'underline' },
  none: { textDecoration: 'none' },
});

export const externalIcon = style({ flexShrink: 0 });
