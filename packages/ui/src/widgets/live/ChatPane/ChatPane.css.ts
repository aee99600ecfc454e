import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { counter, input, muted, panel, panelTitle, row } from '../shared.css';

export const chatList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  overflowY: 'auto',
  minHeight: 160,
  maxHeight: 360,
  fontSize: base.size.small,
  lineHeight: base.leading.small,
});

export const chatLine = style({ overflowWrap: 'anywhere' });

export const chatNick = style({ color: vars.color.info, marginInlineEnd: base.space.xsmall, fontWeight: base.weight.medium });

export const chatSystem = style({ color: vars.color.textMuted });

/** A high-level entry: the welcome wording says it in text; the accent bar and tint only add to it. */
export const chatWelcome = style({
  color: vars.color.text,
  fontWeight: base.weight.medium,
  background: vars.color.surfaceSunken,
  borderInlineStart: `3px solid ${vars.color.caution}`,
  borderRadius: base.radius.small,
  paddingBlock: 2,
  paddingInline: base.space.xsmall,
});

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: 2,
  marginInlineEnd: 4,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
});

export const emoji = style({ width: 20, height: 20, verticalAlign: 'text-bottom' });

export const chatForm = style({ display: 'flex', gap: base.space.xsmall });

/** A fan group's badge before a member's nick (issue 15). */
export const badge = style({
  display: 'inline-block',
  marginInlineEnd: base.space.xsmall,
  paddingInline: base.space.xsmall,
  borderRadius: base.radius.small,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.caution}`,
  color: vars.color.text,
  fontSize: base.size.xsmall,
  lineHeight: base.leading.xsmall,
});
