import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { base, vars } from '../../theme/vars.css';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonTones = ['brand', 'neutral', 'critical'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: base.space.small,
    border: '1px solid transparent',
    borderRadius: base.radius.medium,
    fontFamily: 'inherit',
    fontWeight: base.weight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast} ${base.easing.standard}, color ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      small: { height: 28, paddingInline: base.space.medium, fontSize: base.size.small },
      standard: { height: 36, paddingInline: base.space.large, fontSize: base.size.standard },
      large: { height: 44, paddingInline: base.space.xlarge, fontSize: base.size.large },
    },
    variant: { solid: {}, soft: {}, ghost: { background: 'transparent' } },
    tone: { brand: {}, neutral: {}, critical: {} },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1' }, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'solid', tone: 'brand' }, style: { background: vars.color.brand, color: vars.color.brandText } },
    { variants: { variant: 'solid', tone: 'neutral' }, style: { background: vars.color.text, color: vars.color.textInverse } },
    { variants: { variant: 'solid', tone: 'critical' }, style: { background: vars.color.critical, color: vars.color.textInverse } },
    {
      variants: { variant: 'soft', tone: 'brand' },
      style: { background: vars.color.surfaceSunken, color: vars.color.brand, borderColor: vars.color.border },
    },
    {
      variants: { variant: 'soft', tone: 'neutral' },
      style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
    },
    {
      variants: { variant: 'soft', tone: 'critical' },
      style: { background: vars.color.surfaceSunken, color: vars.color.critical, borderColor: vars.color.border },
    },
    { variants: { variant: 'ghost', tone: 'brand' }, style: { color: vars.color.brand } },
    { variants: { variant: 'ghost', tone: 'neutral' }, style: { color: vars.color.text } },
    { variants: { variant: 'ghost', tone: 'critical' }, style: { color: vars.color.critical } },
  ],
  defaultVariants: { size: 'standard', variant: 'solid', tone: 'brand', iconOnly: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
