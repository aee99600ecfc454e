import { style } from '@vanilla-extract/css';
import { base, vars } from '../../theme/vars.css';

export const tabsVariants = ['line', 'pill'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: base.space.medium, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: base.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: { '&[data-variant="line"]': { borderBottom: `1px solid ${vars.color.border}`, gap: base.space.large } },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: base.space.xsmall,
  flexShrink: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: base.size.standard,
  lineHeight: base.leading.standard,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.duration.fast} ${base.easing.standard}, background ${vars.duration.fast} ${base.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: base.radius.small },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // line: an underline under the active tab
    '[data-variant="line"] > &': { padding: `${base.space.small} 0`, marginBottom: -1, borderBottom: '2px solid transparent' },
    '[data-variant="line"] > &[data-state="active"]': {
      color: vars.color.text,
      fontWeight: base.weight.medium,
      borderBottomColor: vars.color.brand,
    },
    // pill: a filled chip for the active tab
    '[data-variant="pill"] > &': { padding: `${base.space.xsmall} ${base.space.medium}`, borderRadius: base.radius.full },
    '[data-variant="pill"] > &[data-state="active"]': {
      color: vars.color.brandText,
      background: vars.color.brand,
      fontWeight: base.weight.medium,
    },
  },
});

export const content = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: base.radius.small },
    // A force-mounted panel stays in the DOM but not on screen while its tab is inactive.
    '&[data-state="inactive"]': { display: 'none' },
  },
});
