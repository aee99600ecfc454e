import { style } from '@vanilla-extract/css';
import { base, vars } from '../theme/vars.css';

// The parts every labelled form field shares (TextField, Select, DatePicker, …): one place, one look.
export const field = style({ display: 'flex', flexDirection: 'column', gap: base.space.xsmall, minWidth: 0 });
export const label = style({
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  fontWeight: base.weight.medium,
  color: vars.color.text,
});
export const description = style({ fontSize: base.size.xsmall, lineHeight: base.leading.xsmall, color: vars.color.textMuted });
export const error = style({ fontSize: base.size.xsmall, lineHeight: base.leading.xsmall, color: vars.color.critical });
