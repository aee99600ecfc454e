import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

/** The nick as a button: looks like the text it replaces, with a visible focus ring. */
export const trigger = style({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: base.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const content = style({
  zIndex: base.z.popup,
  minWidth: 180,
  maxWidth: 'min(calc(100vw - 16px), 280px)',
  padding: base.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: base.radius.large,
  boxShadow: vars.shadow.large,
  fontSize: base.size.small,
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: base.space.xsmall,
  padding: base.space.xsmall,
});

export const nick = style({ fontWeight: base.weight.medium, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, paddingInline: base.space.xsmall, paddingBottom: base.space.xsmall });

/** The profile item: read as text, not greyed out like a disabled action. */
export const profileItem = style({ display: 'flex', flexDirection: 'column', outline: 'none', cursor: 'default' });

export const separator = style({ height: 1, background: vars.color.border, marginBlock: base.space.xsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${base.space.xsmall} ${base.space.small}`,
  borderRadius: base.radius.small,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const critical = style({ color: vars.color.critical });

export const chevron = style({ marginInlineStart: base.space.small });
