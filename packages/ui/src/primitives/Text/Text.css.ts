import { style, styleVariants } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'critical', 'positive', 'live', 'inverse'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export const root = style({ margin: 0, overflowWrap: 'anywhere' });
export const size = styleVariants(
  Object.fromEntries(textSizes.map((s) => [s, { fontSize: base.size[s], lineHeight: base.leading[s] }])) as Record<
    (typeof textSizes)[number],
    { fontSize: string; lineHeight: string }
  >,
);
export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  critical: { color: vars.color.critical },
  positive: { color: vars.color.positive },
  live: { color: vars.color.live },
  inverse: { color: vars.color.textInverse },
});
export const weight = styleVariants({
  regular: { fontWeight: base.weight.regular },
  medium: { fontWeight: base.weight.medium },
  strong: { fontWeight: base.weight.strong },
});
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
