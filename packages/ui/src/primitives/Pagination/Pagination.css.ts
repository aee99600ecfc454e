import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: base.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  padding: `0 ${base.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: base.size.standard,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: base.weight.medium,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const ellipsis = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });
