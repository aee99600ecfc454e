import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { focusRing } from '../shared.css';

export { badge, ellipsis, emoji, error, list, muted, panel } from '../shared.css';

export const scroller = style({ overflowY: 'auto', flex: 1, minHeight: 0 });
// 1,000 conversations stay cheap without a virtualiser: rows off screen skip layout and paint
// (content-visibility), and each row is memoised, so a new message re-renders one row.
export const item = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 64px' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateRows: 'auto auto',
  columnGap: base.space.small,
  alignItems: 'center',
  width: '100%',
  padding: `${base.space.small} ${base.space.medium}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="true"]': { background: vars.color.surfaceSunken, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
    '&:focus-visible': focusRing,
  },
});
export const avatar = style({ gridRow: '1 / span 2' });
export const name = style({ fontWeight: base.weight.medium, display: 'flex', gap: base.space.xsmall, alignItems: 'center', minWidth: 0 });
export const time = style({ color: vars.color.textMuted, fontSize: base.size.xsmall, whiteSpace: 'nowrap' });
export const preview = style({
  color: vars.color.textMuted,
  fontSize: base.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
export const tag = style({
  fontSize: base.size.xsmall,
  color: vars.color.info,
  border: `1px solid ${vars.color.info}`,
  borderRadius: base.radius.small,
  paddingInline: 4,
  lineHeight: '16px',
  flexShrink: 0,
});
export const state = style({ padding: base.space.large });
