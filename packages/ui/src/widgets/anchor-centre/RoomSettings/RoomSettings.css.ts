import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';

export { card, counter, error, form, group, heading, label, muted, ok, row, textArea } from '../shared.css';
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.medium,
  paddingTop: base.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
export const subheading = style({ margin: 0, fontSize: base.size.standard, fontWeight: base.weight.strong });
